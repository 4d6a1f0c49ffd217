import type { IJob } from 'kubernetes-models/batch/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import type { ISecret } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { renderChart } from '../helm/render-chart.ts';
import { validateObject } from '../k8s/validate-objects.ts';
import { CHART_DIR } from '../repo-paths.ts';
import { decode, ofKind, render, type IDeployment } from './rendered-chart.ts';

describe('the chart with other values', () => {
  it('refuses to render without a database: it ships none', () => {
    expect(() => renderChart(CHART_DIR)).toThrow(/database\.url is required: the chart ships no PostgreSQL/);
  });

  it("reads everything from the operator's own Secrets when named, and makes none", () => {
    const objects = render({
      values: { database: { url: '', existingSecret: 'pg' }, secrets: { existingSecret: 'keys' } },
    });
    expect(ofKind(objects, 'Secret')).toEqual([]);
    const admin = ofKind<IDeployment>(objects, 'Deployment').find((d) => d.metadata?.name === 'csg-admin');
    const refs = admin?.spec?.template.spec?.containers[0]?.env?.flatMap((e) => e.valueFrom?.secretKeyRef ?? []);
    expect(refs).toEqual([
      { name: 'pg', key: 'DATABASE_URL' },
      { name: 'keys', key: 'JWT_SECRET' },
      { name: 'keys', key: 'CREDENTIALS_ENCRYPTION_KEY' },
    ]);
    const job = ofKind<IJob>(objects, 'Job')[0];
    expect(job?.spec?.template.spec?.containers[0]?.env?.[0]?.valueFrom?.secretKeyRef?.name).toBe('pg');
  });

  it('keeps the generated secrets of the Secret already in the cluster on upgrade (lookup), and a given value wins', () => {
    const existing = { JWT_SECRET: Buffer.from('k'.repeat(48)).toString('base64'), CREDENTIALS_ENCRYPTION_KEY: 'a2V5' };
    const lookup = (apiVersion: string, kind: string, namespace: string, name: string) =>
      apiVersion === 'v1' && kind === 'Secret' && namespace === 'default' && name === 'csg-secrets'
        ? { data: existing }
        : {};
    const kept = ofKind<ISecret>(render({ lookup }), 'Secret')[0]?.data;
    expect(kept?.JWT_SECRET).toBe(existing.JWT_SECRET);
    expect(kept?.CREDENTIALS_ENCRYPTION_KEY).toBe(existing.CREDENTIALS_ENCRYPTION_KEY);

    const given = ofKind<ISecret>(render({ lookup, values: { secrets: { jwtSecret: 'g'.repeat(40) } } }), 'Secret');
    expect(decode(given[0]?.data, 'JWT_SECRET')).toBe('g'.repeat(40));
  });

  it('gives REDIS_URL, from the Secret, to the apps that use Redis only', () => {
    const objects = render({ values: { redis: { url: 'redis://:pw@redis.example:6379' } } });
    const withRedis = ofKind<IDeployment>(objects, 'Deployment')
      .filter((d) => d.spec?.template.spec?.containers[0]?.env?.some((e) => e.name === 'REDIS_URL'))
      .map((d) => d.metadata?.name);
    expect(withRedis.sort()).toEqual(['csg-admin', 'csg-diagnostics', 'csg-media-analysis']);
  });

  it('gives every app OTEL_EXPORTER_OTLP_ENDPOINT when otelExporterOtlpEndpoint is set, and none by default', () => {
    const configOf = (objects: Record<string, unknown>[]) =>
      ofKind<{ data?: Record<string, string> }>(objects, 'ConfigMap')[0]?.data ?? {};
    expect(configOf(render())).not.toHaveProperty('OTEL_EXPORTER_OTLP_ENDPOINT');
    const traced = render({ values: { otelExporterOtlpEndpoint: 'http://otel-collector:4318' } });
    expect(configOf(traced)['OTEL_EXPORTER_OTLP_ENDPOINT']).toBe('http://otel-collector:4318');
  });

  it('rolls the pods when the configuration changes (checksum annotation)', () => {
    const checksum = (objects: Record<string, unknown>[]) =>
      ofKind<IDeployment>(objects, 'Deployment')[0]?.spec?.template.metadata?.annotations?.['checksum/config'];
    expect(checksum(render())).toMatch(/^[0-9a-f]{64}$/);
    expect(checksum(render({ values: { logLevel: 'debug' } }))).not.toBe(checksum(render()));
  });

  it('adds an Ingress to the edge with TLS, a 50 MiB body limit and unbuffered streams when enabled', () => {
    const objects = render({ values: { ingress: { enabled: true, host: 'gw.example.org', tlsSecretName: 'gw-tls' } } });
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
    const [ingress] = ofKind<IIngress>(objects, 'Ingress');
    expect(ingress?.spec?.tls).toEqual([{ hosts: ['gw.example.org'], secretName: 'gw-tls' }]);
    expect(ingress?.spec?.rules?.[0]?.http?.paths[0]?.backend.service).toEqual({
      name: 'csg-edge-gateway',
      port: { name: 'http' },
    });
    // Strings, as annotations must be: an unquoted `off` would be a YAML 1.1 boolean.
    expect(ingress?.metadata?.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/proxy-body-size': '50m',
      'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
      'nginx.ingress.kubernetes.io/proxy-request-buffering': 'off',
    });
  });

  it('fails the schema check on an object the API server would refuse', () => {
    const objects = render({ values: { apps: { detection: { replicas: 'two' } } } });
    const detection = objects.find((o) => (o.metadata as { name?: string }).name === 'csg-detection');
    expect(() => validateObject(detection ?? {})).toThrow(/spec\/replicas must be integer/);
    expect(() => validateObject({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toThrow(/do not know/);
    expect(() => validateObject({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'Not_A_Label' } })).toThrow(
      /RFC 1123/,
    );
  });
});
