import { APP_NAMES, EDGE_APP } from '@csg/config';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IConfigMap, ISecret, IService } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { checkAppConfig } from '../app-config/check-app-config.ts';
import { envOf, readStages } from '../image/dockerfile.ts';
import { validateObject } from '../k8s/validate-objects.ts';
import { DEPLOY_DIR } from '../repo-paths.ts';
import { DATABASE, decode, ofKind, portOf, render, type IDeployment } from './rendered-chart.ts';

describe('the Helm chart, rendered with its default values (and a database URL)', () => {
  const objects = render();

  it('renders one Deployment and one Service per app, the migration Job, a ConfigMap and a Secret; no Ingress', () => {
    const count = (kind: string) => ofKind(objects, kind).length;
    expect({
      Deployment: count('Deployment'),
      Service: count('Service'),
      Job: count('Job'),
      ConfigMap: count('ConfigMap'),
      Secret: count('Secret'),
      Ingress: count('Ingress'),
    }).toEqual({ Deployment: 7, Service: 7, Job: 1, ConfigMap: 1, Secret: 1, Ingress: 0 });
  });

  it('renders only objects that pass the Kubernetes schemas (kubernetes-models)', () => {
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
  });

  it.each(APP_NAMES)(
    '%s: its image, its port, probes on /health, memory limits, a non-root read-only container',
    (app) => {
      const deployment = ofKind<IDeployment>(objects, 'Deployment').find((d) => d.metadata?.name === `csg-${app}`);
      const pod = deployment?.spec?.template.spec;
      const [container] = pod?.containers ?? [];
      expect(container?.image).toBe(`csg/${app}:0.1.0`);
      expect(container?.ports).toEqual([{ name: 'http', containerPort: portOf(app) }]);
      for (const probe of [container?.startupProbe, container?.readinessProbe, container?.livenessProbe]) {
        expect(probe?.httpGet).toEqual({ path: '/health', port: 'http' });
      }
      expect(container?.resources?.requests?.memory).toBeDefined();
      expect(container?.resources?.limits?.memory).toBeDefined();
      expect(pod?.securityContext?.runAsNonRoot).toBe(true);
      expect(container?.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
      });
      expect(container?.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      expect(deployment?.spec?.template.metadata?.labels).toMatchObject(deployment?.spec?.selector.matchLabels ?? {});
    },
  );

  it('gives media-analysis the most memory (1.5 GiB): it holds the OCR models', () => {
    const mebibytes = (quantity: string) =>
      quantity.endsWith('Gi') ? Number(quantity.slice(0, -2)) * 1024 : Number(quantity.replace(/Mi$/, ''));
    const limits = ofKind<IDeployment>(objects, 'Deployment').map((d) => ({
      name: d.metadata?.name ?? '',
      limit: mebibytes(String(d.spec?.template.spec?.containers[0]?.resources?.limits?.memory)),
    }));
    const largest = limits.reduce((a, b) => (b.limit > a.limit ? b : a));
    expect(largest).toEqual({ name: 'csg-media-analysis', limit: 1536 });
  });

  it("routes each Service to its app's pods on the app's port", () => {
    const deployments = ofKind<IDeployment>(objects, 'Deployment');
    for (const service of ofKind<IService>(objects, 'Service')) {
      const app = service.metadata?.name?.replace(/^csg-/, '') ?? '';
      const pods = deployments.find((d) => d.metadata?.name === service.metadata?.name)?.spec?.template.metadata
        ?.labels;
      expect(pods).toMatchObject(service.spec?.selector ?? { missing: 'selector' });
      expect(service.spec?.ports).toEqual([{ name: 'http', port: portOf(app), targetPort: 'http' }]);
    }
  });

  it('migrates in a Helm hook Job before install and upgrade, after the Secret it reads exists', () => {
    const [job] = ofKind<IJob>(objects, 'Job');
    const [secret] = ofKind<ISecret>(objects, 'Secret');
    expect(job?.metadata?.annotations).toMatchObject({ 'helm.sh/hook': 'pre-install,pre-upgrade' });
    expect(secret?.metadata?.annotations).toMatchObject({ 'helm.sh/hook': 'pre-install,pre-upgrade' });
    const weight = (o: { metadata?: { annotations?: Record<string, string> } } | undefined) =>
      Number(o?.metadata?.annotations?.['helm.sh/hook-weight']);
    expect(weight(secret)).toBeLessThan(weight(job));
    const container = job?.spec?.template.spec?.containers[0];
    expect(container?.image).toBe('csg/migrate:0.1.0');
    expect(container?.env).toEqual([
      { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'csg-secrets', key: 'DATABASE_URL' } } },
    ]);
    expect(job?.spec?.template.spec?.restartPolicy).toBe('Never');
  });

  it('generates JWT_SECRET and CREDENTIALS_ENCRYPTION_KEY in the shapes the apps require', () => {
    const [secret] = ofKind<ISecret>(objects, 'Secret');
    expect(decode(secret?.data, 'JWT_SECRET')).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(Buffer.from(decode(secret?.data, 'CREDENTIALS_ENCRYPTION_KEY'), 'base64')).toHaveLength(32);
    expect(decode(secret?.data, 'DATABASE_URL')).toBe(DATABASE.database.url);
  });
});

describe('each app accepts the environment the chart gives it (its own schema)', () => {
  const objects = render({ values: { redis: { url: 'redis://redis.example:6379' } } });
  const [config] = ofKind<IConfigMap>(objects, 'ConfigMap');
  const [secret] = ofKind<ISecret>(objects, 'Secret');
  const imageEnv = envOf(readStages(`${DEPLOY_DIR}/Dockerfile`)[1] ?? { from: '', instructions: [] });
  const services = new Map(
    ofKind<IService>(objects, 'Service').map((s) => [s.metadata?.name, s.spec?.ports?.[0]?.port]),
  );

  it.each(APP_NAMES)('%s', (app) => {
    const deployment = ofKind<IDeployment>(objects, 'Deployment').find((d) => d.metadata?.name === `csg-${app}`);
    const container = deployment?.spec?.template.spec?.containers[0];
    // As the kubelet builds it: the image's ENV, then envFrom, then env (secret references resolved).
    const env: Record<string, string> = { HOST: imageEnv.HOST ?? '', ...config?.data };
    for (const entry of container?.env ?? []) {
      const ref = entry.valueFrom?.secretKeyRef;
      if (ref) expect(ref.name).toBe(secret?.metadata?.name);
      env[entry.name] = ref ? decode(secret?.data, ref.key) : (entry.value ?? '');
    }
    const { problems, config: parsed } = checkAppConfig(app, env);
    expect(problems).toEqual([]);
    expect(parsed.PORT).toBe(portOf(app));
    if (app !== EDGE_APP.name) expect(parsed.MIGRATE_ON_START).toBe(false);
    for (const [key, url] of Object.entries(parsed).filter(([key]) => key.endsWith('_URL'))) {
      const { hostname, port } = new URL(String(url));
      expect(services.get(hostname), `${app} ${key}`).toBe(Number(port));
    }
  });
});
