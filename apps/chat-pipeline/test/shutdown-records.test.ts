import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createJwtService } from '@csg/auth';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import { credentialSecretContext, encryptSecret } from '@csg/providers';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { startMockProvider, type MockProvider } from '@csg/testing/mock-providers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const JWT_SECRET = 'chat-shutdown-test-secret-0123456789abcdef';
const PROVIDER_KEY = 'sk-test-provider-key-not-real-0002';

const testDb = useTestDatabase();
let handle: DatabaseHandle;
let mock: MockProvider;
let child: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  handle = createDatabase(testDb.url, { max: 2 });
  await markSetupComplete(handle.db, 'test');
  mock = await startMockProvider('openai', { apiKey: PROVIDER_KEY });
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await mock.close();
  await handle.close();
});

/** apps/chat-pipeline/src/main.ts as deployed: its own process, shut down by a signal. */
async function startApp(encryptionKey: Buffer): Promise<{ port: number; exited: Promise<number | null> }> {
  const app = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: testDb.url,
      JWT_SECRET,
      CREDENTIALS_ENCRYPTION_KEY: encryptionKey.toString('base64'),
      ALLOW_PRIVATE_PROVIDER_URLS: 'true',
      MEDIA_ANALYSIS_URL: 'http://127.0.0.1:1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child = app;
  app.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  app.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => app.once('exit', (code) => done(code)));
  const port = await new Promise<number>((done, fail) => {
    app.on('message', (m: { type?: string; port?: number }) => m.type === 'listening' && m.port && done(m.port));
    void exited.then(() => fail(new Error(`chat-pipeline exited during start-up: ${output}`)));
  });
  return { port, exited };
}

describe('chat-pipeline shutting down', () => {
  it('stores the records of every delivered turn before it exits on SIGTERM, two per turn', async () => {
    const key = randomBytes(32);
    const { id: tenantId, username } = await insertTestTenant(handle.db, 'normal_user');
    const token = await createJwtService({ secret: JWT_SECRET, expiresIn: '1h' }).sign({
      sub: tenantId,
      username,
      role: 'normal_user',
    });
    const credentialId = randomUUID();
    await handle.db.insert(schema.providerCredentials).values({
      id: credentialId,
      tenantId,
      provider: 'openai',
      name: 'openai-shutdown',
      secretCiphertext: encryptSecret(PROVIDER_KEY, key, credentialSecretContext(credentialId)),
      baseUrl: mock.url,
    });
    const { port, exited } = await startApp(key);

    const turn = async (n: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Question ${n}?` }] }),
      });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).toContain('filtered-response');
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    };
    const stored = async () => (await handle.sql`select count(*)::int as n from detections`)[0]?.['n'] as number;
    for (const n of [1, 2, 3]) await turn(n);
    await vi.waitFor(async () => expect(await stored()).toBe(6));

    // A database slow to take the rows (inserts wait for this lock) while turns complete and the app
    // is told to stop: their records are still queued or in flight when the signal arrives.
    const locker = await handle.sql.reserve();
    await locker`begin`;
    await locker`lock table detections in share mode`;
    await Promise.all([4, 5, 6, 7].map(turn));
    child?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stored()).toBe(6);
    await locker`commit`;
    locker.release();
    expect(await exited).toBe(0);

    const rows = await handle.sql`
      select surface, count(*)::int as n from detections where tenant_id = ${tenantId} group by surface order by surface`;
    expect(rows).toEqual([
      { surface: 'chat-input', n: 7 },
      { surface: 'chat-output', n: 7 },
    ]);
    expect(output).not.toContain('not stored');
  });
});
