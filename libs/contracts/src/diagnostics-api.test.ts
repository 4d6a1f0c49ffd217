import { describe, expect, it } from 'vitest';
import { diagnosticsSnapshotSchema } from './diagnostics-api.ts';

const snapshot = {
  collectedAt: '2025-06-01T12:00:00.000Z',
  services: {
    'ml-detector': { url: 'http://ml:8080/api/v1/health', reachable: true, healthy: true, latencyMs: 4 },
  },
  datastores: {
    postgres: { reachable: true, latencyMs: 1, migrationsPending: 0 },
    redis: { configured: false, reachable: false, latencyMs: null },
  },
  containers: null,
  appliance: { tls: { servedBy: null } },
  host: null,
  findings: [
    { id: 'tls-443-not-served', severity: 'warning', component: 'tls-front-proxy', message: 'nothing on 443' },
  ],
};

describe('the diagnostics snapshot', () => {
  it('holds only the deployed components, keyed by the specification’s ids', () => {
    expect(diagnosticsSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    const unknown = { ...snapshot, services: { 'llm-inference': snapshot.services['ml-detector'] } };
    expect(diagnosticsSnapshotSchema.safeParse(unknown).success).toBe(false);
  });

  it('knows three severities and nothing else', () => {
    const fatal = { ...snapshot, findings: [{ ...snapshot.findings[0], severity: 'fatal' }] };
    expect(diagnosticsSnapshotSchema.safeParse(fatal).success).toBe(false);
  });
});
