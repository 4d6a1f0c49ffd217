import { Validator } from '@seriousme/openapi-schema-validator';
import {
  invalidExamples,
  operationsOf,
  undocumented,
  unexemplified,
  useTestDatabase,
  type OpenApiDocument,
} from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type RunningFleet } from './fleet-process.ts';

const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;
/** Seven apps start one after another; on a busy two-core host that can take over a minute. */
const FLEET_START_MS = 240_000;

/** A public route of each app, written out independently of the edge's route table. */
const PUBLIC_ROUTES = [
  'POST /chat/completions',
  'POST /v1/chat/completions',
  'GET /models',
  'POST /api/v1/guardrails/detect',
  'POST /sessions/{id}/messages',
  'POST /image-analysis/analyze',
  'GET /document-analysis/{id}/download',
  'GET /admin/diagnostics/snapshot',
  'POST /auth/login',
  'POST /setup',
  'GET /admin/api-keys',
  'GET /health',
];

// The real fleet as `pnpm start` runs it, before first-boot setup: the reference must already be there.
describe('the OpenAPI reference through the edge', () => {
  const db = useTestDatabase();
  let fleet: RunningFleet;
  let edge = '';

  beforeAll(async () => {
    fleet = startFleet({
      EDGE_HOST: '127.0.0.1',
      EDGE_PORT: '0',
      INTERNAL_PORT_BASE: '0',
      JWT_SECRET: 'openapi-test-secret-0123456789abcdef0123',
      CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      DATABASE_URL: db.url,
      REDIS_URL: '',
    });
    await fleet.waitFor(LISTENING, FLEET_START_MS);
    edge = LISTENING.exec(fleet.output())?.[1] ?? '';
  }, FLEET_START_MS);

  afterAll(async () => {
    if (fleet && fleet.child.exitCode === null) {
      fleet.child.kill('SIGINT');
      await fleet.exited;
    }
  });

  it('serves one valid OpenAPI 3.1 document covering every app, each route with an operationId, summary, response schema and examples that fit their schemas', async () => {
    const res = await fetch(`${edge}/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as OpenApiDocument & Record<string, unknown>;

    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    expect(document['x-unavailable-apps']).toBeUndefined();
    expect(undocumented(document)).toEqual([]);
    expect(unexemplified(document)).toEqual([]);
    expect(invalidExamples(document)).toEqual([]);
    const operations = operationsOf(document);
    const routes = operations.map(([route]) => route);
    expect(routes).toEqual(expect.arrayContaining(PUBLIC_ROUTES));
    expect(routes.filter((route) => /\/internal\/|\/openapi\.json|\/docs/.test(route))).toEqual([]);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Examples declared on a zod schema reach the document.
    expect(JSON.stringify(document.paths?.['/api/v1/guardrails/detect'])).toContain('jane.doe@example.org');
  });

  it('serves the reference page at /docs before setup', async () => {
    const res = await fetch(`${edge}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
