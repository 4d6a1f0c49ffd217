import { describe, expect, it } from 'vitest';
import { answersWithEventStream, resolveUpstream, ROUTE_TABLE } from './route-table.ts';

describe('resolveUpstream', () => {
  it.each([
    ['/chat/completions', 'chat-pipeline'],
    ['/models', 'chat-pipeline'],
    ['/api/v1/guardrails/detect', 'detection'],
    ['/sessions', 'sessions'],
    ['/sessions/123/messages', 'sessions'],
    ['/image-analysis/analyze', 'media-analysis'],
    ['/document-analysis/redact-jobs/1', 'media-analysis'],
    ['/admin/diagnostics/snapshot', 'diagnostics'],
    ['/admin/tenants?page=2', 'admin'],
    ['/auth/login', 'admin'],
    ['/setup/status', 'admin'],
  ])('routes %s to %s', (path, upstream) => {
    expect(resolveUpstream(path)).toBe(upstream);
  });

  it.each(['/', '/chatter', '/api/v1/other', '/api/v1', '/administrator', '/health/x', '//chat', '/Chat/completions'])(
    'routes nothing for %s',
    (path) => {
      expect(resolveUpstream(path)).toBeUndefined();
    },
  );

  it('lets the longer prefix win whatever the table order', () => {
    expect(ROUTE_TABLE.findIndex((r) => r.prefix === '/admin')).toBeGreaterThan(-1);
    expect(resolveUpstream('/admin/diagnostics')).toBe('diagnostics');
  });
});

describe('answersWithEventStream', () => {
  it.each([
    ['POST', '/chat/completions'],
    ['POST', '/chat/completions?stream=1'],
    ['POST', '/sessions/0b6f6c1e-4d1a-4d8e-9a55-6c1f1a2b3c4d/messages'],
  ])('%s %s answers with an event stream', (method, url) => {
    expect(answersWithEventStream(method, url)).toBe(true);
  });

  it.each([
    ['GET', '/chat/completions'],
    ['POST', '/chat/completions/x'],
    ['POST', '/chat/harden-prompt'],
    ['POST', '/sessions'],
    ['POST', '/sessions//messages'],
    ['GET', '/sessions/abc/messages'],
    ['POST', '/sessions/abc/messages/1'],
  ])('%s %s answers with JSON', (method, url) => {
    expect(answersWithEventStream(method, url)).toBe(false);
  });
});
