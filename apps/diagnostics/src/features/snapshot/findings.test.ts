import { DIAGNOSTIC_COMPONENTS } from '@csg/contracts';
import { describe, expect, it } from 'vitest';
import { COMPONENTS } from '../services/components.ts';
import { containerFindings, RECENT_RESTART_MS, serviceFindings } from './findings.ts';

const down = { url: 'http://x/health', reachable: false, healthy: false, latencyMs: 3_000, error: 'timeout' };

describe('service findings', () => {
  it('name every component of the table service-unhealthy-<id>, critical when a function stops, warning when a fallback serves', () => {
    const services = Object.fromEntries(DIAGNOSTIC_COMPONENTS.map((id) => [id, down]));
    const findings = serviceFindings(services);
    expect(findings.map((f) => f.id)).toEqual(DIAGNOSTIC_COMPONENTS.map((id) => `service-unhealthy-${id}`));
    const warnings = findings.filter((f) => f.severity === 'warning').map((f) => f.component);
    expect(warnings).toEqual([
      'ml-detector',
      'language-detector',
      'doc-classifier',
      'hallucination-guard',
      'prompt-compressor',
      'userid-agent',
    ]);
    for (const f of findings) expect(f.severity).toBe(COMPONENTS[f.component as keyof typeof COMPONENTS].severity);
  });

  it('say what stops, and where to look for an unreachable component (below the application)', () => {
    const [finding] = serviceFindings({ 'ml-detector': down });
    expect(finding?.message).toBe(
      'ml-detector is unreachable (timeout): look below the application, at its container and host; ML PII detection stops; regex patterns still fire',
    );
  });

  it('give a healthy component no finding', () => {
    expect(serviceFindings({ redactor: { ...down, reachable: true, healthy: true } })).toEqual([]);
  });
});

describe('container findings', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const container = { name: 'web', state: 'running', restarts: 2, oomKilled: false };

  it('count restarts as restarting only within the recent window: older ones are history', () => {
    const recent = containerFindings([{ ...container, lastStartedAt: now - RECENT_RESTART_MS + 1_000 }], now);
    expect(recent.map((f) => f.id)).toEqual(['container-restarting']);
    expect(containerFindings([{ ...container, lastStartedAt: now - RECENT_RESTART_MS - 1_000 }], now)).toEqual([]);
    expect(containerFindings([{ ...container, restarts: 0, lastStartedAt: now }], now)).toEqual([]);
  });

  it('report a container restarting now whatever its count, and an OOM kill as critical', () => {
    const findings = containerFindings([{ ...container, state: 'restarting', restarts: 0, oomKilled: true }], now);
    expect(findings.map((f) => [f.id, f.severity])).toEqual([
      ['container-oom', 'critical'],
      ['container-restarting', 'warning'],
    ]);
  });
});
