import { ConfigError, loadConfig } from '@csg/config';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { invalidExamples, unexemplified } from './openapi-examples.ts';
import { openApiDocumentOf, undocumented } from './openapi-rules.ts';
import { completeSetup, useTestDatabase } from './test-database.ts';

interface ServiceAppUnderTest<S extends z.ZodType> {
  service: string;
  configSchema: S;
  buildApp: (config: z.output<S>) => Promise<FastifyInstance>;
  /** Variables the app requires beyond DATABASE_URL (secrets have no defaults). */
  env?: Record<string, string>;
}

/** The rules every internal app keeps from its first day, checked against a real database. */
export function serviceAppContract<S extends z.ZodType>({
  service,
  configSchema,
  buildApp,
  env = {},
}: ServiceAppUnderTest<S>) {
  describe(`${service} app`, () => {
    const db = useTestDatabase();
    const config = () => loadConfig(configSchema, { ...env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' });

    it('answers GET /health with its name and a healthy PostgreSQL', async () => {
      const app = await buildApp(config());
      try {
        const res = await app.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'ok', service, checks: { postgres: { healthy: true } } });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await app.close();
      }
    });

    it('locks every path but /health and /setup with 423 SETUP_REQUIRED until setup is complete, then 404s unknown paths', async () => {
      const app = await buildApp(config());
      try {
        const locked = await app.inject({ method: 'GET', url: '/no-such-route?token=abc' });
        expect(locked.statusCode).toBe(423);
        expect(locked.json()).toEqual({
          statusCode: 423,
          code: 'SETUP_REQUIRED',
          message: 'Initial setup has not been completed: POST /setup with username, password and contactEmail',
        });
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

        await completeSetup(db.url);
        const open = await app.inject({ method: 'GET', url: '/no-such-route?token=abc' });
        expect(open.statusCode).toBe(404);
        expect(open.json()).toEqual({ statusCode: 404, message: 'Cannot GET /no-such-route', error: 'Not Found' });
      } finally {
        await app.close();
      }
    });

    it('serves its OpenAPI 3.1 document before setup, every route with an operationId, a summary, a response schema and examples that fit their schemas', async () => {
      const app = await buildApp(config());
      try {
        const document = await openApiDocumentOf(app);
        expect(document.openapi).toBe('3.1.0');
        expect(undocumented(document)).toEqual([]);
        expect(unexemplified(document)).toEqual([]);
        expect(invalidExamples(document)).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('refuses a configuration without DATABASE_URL, naming the variable', () => {
      expect(() => loadConfig(configSchema, env)).toThrow(ConfigError);
      expect(() => loadConfig(configSchema, env)).toThrow(/DATABASE_URL: is required but not set/);
    });
  });
}
