import type { ProbeResult } from '@csg/http';
import { describe, expect, it } from 'vitest';
import { excludingCheck, readGatewayCore, readMediaPart, readOwnHealth } from './read-health.ts';

const answer = (fields: Partial<ProbeResult>): ProbeResult => ({
  url: 'http://media:3103/api/v1/health',
  reachable: true,
  healthy: true,
  latencyMs: 5,
  ...fields,
});

describe('reading health answers', () => {
  it('never shows the credentials or query a component URL was configured with', () => {
    const health = readOwnHealth(answer({ url: 'http://svc:s3cret@ml:8080/api/v1/health?token=abc' }));
    expect(health.url).toBe('http://ml:8080/api/v1/health');
  });

  it('bounds what a hostile body can put into an error: engine reasons are cut, not echoed whole', () => {
    const reason = 'x'.repeat(10_000);
    const body = {
      components: { 'ocr-service': { healthy: false, engines: [{ id: 'paddleocr', available: false, reason }] } },
    };
    const health = readMediaPart(answer({ healthy: false, error: 'HTTP 503', details: body }), 'ocr-service');
    expect(health.healthy).toBe(false);
    expect(health.error?.length).toBeLessThan(400);
  });

  it('gives no verdict to a part missing from a 2xx answer (an older or foreign app), naming the part', () => {
    const health = readMediaPart(answer({ details: { components: {} } }), 'redactor');
    expect(health).toMatchObject({
      reachable: true,
      healthy: false,
      error: 'the health answer has no verdict for redactor',
    });
  });

  it('counts an app whose only failing check is a component of its own as healthy, and nothing else', () => {
    const checks = (classifier: boolean, postgres: boolean) =>
      answer({
        healthy: false,
        error: 'HTTP 503',
        details: { checks: { postgres: { healthy: postgres }, 'doc-classifier': { healthy: classifier } } },
      });
    expect(excludingCheck(checks(false, true), 'doc-classifier')).toMatchObject({ healthy: true });
    expect(excludingCheck(checks(false, true), 'doc-classifier')).not.toHaveProperty('error');
    expect(excludingCheck(checks(false, false), 'doc-classifier')).toMatchObject({ healthy: false, error: 'HTTP 503' });
    const timedOut = answer({ reachable: false, healthy: false, error: 'timeout' });
    expect(excludingCheck(timedOut, 'doc-classifier')).toBe(timedOut);
  });

  it('takes gateway-core’s latency from its slowest app', () => {
    const core = readGatewayCore('http://edge:3000/health', {
      'edge-gateway': answer({ latencyMs: 3 }),
      admin: answer({ latencyMs: 40 }),
    });
    expect(core).toMatchObject({ healthy: true, reachable: true, latencyMs: 40, url: 'http://edge:3000/health' });
  });
});
