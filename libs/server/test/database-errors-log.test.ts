import { Writable } from 'node:stream';
import { createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '@csg/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { loggerOptions } from '../src/log-options.ts';

const testDb = useTestDatabase();
let handle: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];

const SECRET = 'tok-secret-4711';

beforeAll(async () => {
  handle = createDatabase(testDb.url, { max: 2 });
  // Every app's logger options and error handler, with the log written into an array.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { ...loggerOptions('test', 'info'), stream } });
  app.setErrorHandler(errorHandler);
  // A value PostgreSQL quotes back in its message, through drizzle (which adds "params: …").
  app.get('/drizzle', async () => handle.db.query.tenants.findFirst({ where: (t, { eq }) => eq(t.id, SECRET) }));
  // The same through postgres.js alone, and a unique violation, whose detail quotes the key.
  app.get('/postgres', async () => handle.sql`select ${SECRET}::int`);
  app.get('/duplicate', async () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      username: SECRET,
      passwordHash: 'x',
      role: 'normal_user',
    };
    await handle.db.insert(schema.tenants).values({ ...row, contactEmail: `${SECRET}@example.org` });
    await handle.db.insert(schema.tenants).values({ ...row, contactEmail: `${SECRET}@example.org` });
  });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('a failed query in the log', () => {
  it.each(['/drizzle', '/postgres', '/duplicate'])(
    '%s: 500 for the client; SQLSTATE in the log, never a parameter',
    async (url) => {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(SECRET);
      const logged = lines.join('');
      expect(logged).toMatch(/"code":"(22P02|23505)"/);
      expect(logged).not.toContain(SECRET);
    },
  );
});
