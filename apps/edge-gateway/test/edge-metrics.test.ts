import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startEdge, type EdgeUnderTest } from './edge-harness.ts';

let edge: EdgeUnderTest | undefined;
afterEach(async () => {
  await edge?.close();
  edge = undefined;
});

const FLEET_PAGE = '# HELP csg_scrape_up Up.\n# TYPE csg_scrape_up gauge\ncsg_scrape_up{app="chat-pipeline"} 1\n';

/** Diagnostics as the edge meets it: the page for an admin's token, 403 for anyone else. */
function fakeDiagnostics(req: IncomingMessage, res: ServerResponse) {
  if (req.headers.authorization !== 'Bearer admin') {
    res.writeHead(403, { 'content-type': 'application/json' }).end('{"statusCode":403,"message":"Forbidden resource"}');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(FLEET_PAGE);
}

describe('the edge and metrics', () => {
  it('adds its own series, labelled app="edge-gateway" and by route-table prefix, to the page diagnostics serves', async () => {
    edge = await startEdge({ diagnostics: fakeDiagnostics });
    await fetch(`${edge.url}/sessions/0b7e5b1c-tenant-path/messages`);
    const res = await fetch(`${edge.url}/admin/metrics`, { headers: { authorization: 'Bearer admin' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const page = await res.text();
    expect(page).toContain('csg_scrape_up{app="chat-pipeline"} 1');
    expect(page).toMatch(/^csg_process_cpu_seconds_total\{app="edge-gateway"\} /m);
    expect(page).toMatch(
      /^csg_http_request_duration_seconds_count\{app="edge-gateway",method="GET",route="\/sessions",status="200"\} 1$/m,
    );
    expect(page).not.toContain('0b7e5b1c-tenant-path');
  });

  it('relays a refusal as diagnostics gave it, with none of the edge’s series', async () => {
    edge = await startEdge({ diagnostics: fakeDiagnostics });
    const res = await fetch(`${edge.url}/admin/metrics`, { headers: { authorization: 'Bearer someone' } });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('csg_');
  });

  it('serves no /metrics of its own on its port, and forwards none', async () => {
    edge = await startEdge({});
    const res = await fetch(`${edge.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('csg_');
  });
});
