import { describe, expect, it } from 'vitest';
import { EXTERNAL_COMPONENTS } from '../src/features/services/components.ts';
import { fakeComponent, fakeFleetApp, fakeMedia, healthyMedia, type Behaviour } from './fakes.ts';
import { useDiagnostics } from './harness.ts';

const h = useDiagnostics();

describe('a healthy fleet with no optional component', () => {
  it('lists the fleet’s own components, all healthy, and no critical finding', async () => {
    const { body } = await h.snapshot(await h.build());

    expect(Object.keys(body.services)).toEqual([
      'gateway-core',
      'ocr-service',
      'document-parser',
      'redactor',
      'doc-classifier',
    ]);
    for (const health of Object.values(body.services)) expect(health).toMatchObject({ reachable: true, healthy: true });
    expect(body.findings.filter((f) => f.severity === 'critical')).toEqual([]);
    expect(body.host).toBeNull();
    expect(body.containers).toBeNull();
    expect(Date.parse(body.collectedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('reports gateway-core as one entry at the edge’s /health, each app’s answer in details.apps', async () => {
    const { body } = await h.snapshot(await h.build());
    const core = body.services['gateway-core'];
    expect(core?.url).toBe(`${h.fleet.EDGE_URL}/health`);
    const apps = (core?.details as { apps: Record<string, { healthy: boolean; url: string }> }).apps;
    expect(Object.keys(apps).sort()).toEqual([
      'admin',
      'chat-pipeline',
      'detection',
      'edge-gateway',
      'media-analysis',
      'sessions',
    ]);
    expect(apps.detection).toMatchObject({ healthy: true, url: `${h.fleet.DETECTION_URL}/health` });
  });

  it('asks media-analysis once per path, though four components and gateway-core read its answers', async () => {
    const media = await fakeMedia(healthyMedia());
    await h.snapshot(await h.build({ MEDIA_ANALYSIS_URL: media.url }));
    expect(media.hits.sort()).toEqual(['/api/v1/health', '/health']);
  });
});

describe('an app of gateway-core that is down', () => {
  it('makes gateway-core unreachable and unhealthy, naming the app, with a critical finding', async () => {
    const detection = await fakeFleetApp('detection', 'refusing');
    const { body } = await h.snapshot(await h.build({ DETECTION_URL: detection.url }));
    expect(body.services['gateway-core']).toMatchObject({
      reachable: false,
      healthy: false,
      error: 'detection: ECONNREFUSED',
    });
    expect(body.findings).toContainEqual(
      expect.objectContaining({
        id: 'service-unhealthy-gateway-core',
        severity: 'critical',
        component: 'gateway-core',
      }),
    );
  });

  it('reads an app answering 503 as reachable and unhealthy: the fault is the app’s, its body says which check', async () => {
    const admin = await fakeFleetApp('admin', 'unhealthy');
    const { body } = await h.snapshot(await h.build({ ADMIN_URL: admin.url }));
    const core = body.services['gateway-core'];
    expect(core).toMatchObject({ reachable: true, healthy: false, error: 'admin: HTTP 503' });
    const apps = (core?.details as { apps: Record<string, { details: unknown }> }).apps;
    expect(apps.admin?.details).toMatchObject({ checks: { postgres: { healthy: false, error: 'timeout' } } });
  });
});

describe('optional components', () => {
  it('leaves a component whose URL is unset (or empty) out of the snapshot, with no finding', async () => {
    const { body } = await h.snapshot(await h.build({ ML_DETECTOR_URL: '' }));
    expect(body.services).not.toHaveProperty('ml-detector');
    expect(body.findings.map((f) => f.component)).not.toContain('ml-detector');
  });

  it('probes every configured component at its own health path under its base URL', async () => {
    const fakes = await Promise.all(EXTERNAL_COMPONENTS.map((c) => fakeComponent('healthy', c.path)));
    const settings = Object.fromEntries(EXTERNAL_COMPONENTS.map((c, i) => [c.urlVar, fakes[i]?.url ?? '']));
    const { body } = await h.snapshot(await h.build(settings));
    for (const [i, component] of EXTERNAL_COMPONENTS.entries()) {
      expect(body.services[component.id]).toMatchObject({ reachable: true, healthy: true, details: { status: 'ok' } });
      expect(fakes[i]?.hits).toEqual([component.path]);
    }
    expect(body.findings.filter((f) => f.id.startsWith('service-unhealthy'))).toEqual([]);
  });

  const faults: [Behaviour, object, RegExp][] = [
    [
      'unhealthy',
      { reachable: true, error: 'HTTP 503', details: { error: 'model not loaded' } },
      /answers but is unhealthy/,
    ],
    ['garbage', { reachable: true, error: 'malformed JSON' }, /answers but is unhealthy \(malformed JSON\)/],
    ['refusing', { reachable: false, error: 'ECONNREFUSED' }, /unreachable .*below the application/],
  ];
  it.each(faults)('reports a component that is %s, with its finding', async (behaviour, entry, message) => {
    const attackGuard = await fakeComponent(behaviour, '/api/v1/jailbreak/health');
    const promptCompressor = await fakeComponent(behaviour, '/health');
    const { body } = await h.snapshot(
      await h.build({ ATTACK_GUARD_URL: attackGuard.url, PROMPT_COMPRESSOR_URL: promptCompressor.url }),
    );
    expect(body.services['attack-guard']).toMatchObject({ healthy: false, ...entry });
    const finding = (id: string) => body.findings.find((f) => f.id === `service-unhealthy-${id}`);
    // Its loss stops jailbreak detection; requests merely go uncompressed without the other.
    expect(finding('attack-guard')).toMatchObject({ severity: 'critical', component: 'attack-guard', message });
    expect(finding('prompt-compressor')).toMatchObject({ severity: 'warning', message });
  });
});
