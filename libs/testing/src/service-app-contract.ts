import { ConfigError, loadConfig } from '@csg/config';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestDatabase } from './test-database.ts';

interface ServiceAppUnderTest<S extends z.ZodType> {
  service: string;
  configSchema: S;
  buildApp: (config: z.output<S>) => Promise<FastifyInstance>;
}

/** The rules every internal app keeps from its first day, checked against a real database. */
export function serviceAppContract<S extends z.ZodType>({ service, configSchema, buildApp }: ServiceAppUnderTest<S>) {
  describe(`${service} app`, () => {
    const db = useTestDatabase();

    it('answers GET /health with its name and a healthy PostgreSQL', async () => {
      const app = await buildApp(loadConfig(configSchema, { DATABASE_URL: db.url, LOG_LEVEL: 'silent' }));
      try {
        const res = await app.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'ok', service, checks: { postgres: { healthy: true } } });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await app.close();
      }
    });

    it('answers an unknown path with the framework 404 body', async () => {
      const app = await buildApp(loadConfig(configSchema, { DATABASE_URL: db.url, LOG_LEVEL: 'silent' }));
      try {
        const res = await app.inject({ method: 'GET', url: '/no-such-route?token=abc' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /no-such-route', error: 'Not Found' });
      } finally {
        await app.close();
      }
    });

    it('refuses a configuration without DATABASE_URL, naming the variable', () => {
      expect(() => loadConfig(configSchema, {})).toThrow(ConfigError);
      expect(() => loadConfig(configSchema, {})).toThrow(/DATABASE_URL: is required but not set/);
    });
  });
}
