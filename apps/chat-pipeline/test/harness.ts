import { randomBytes, randomUUID } from 'node:crypto';
import { createJwtService, type AssignableRole } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import { credentialSecretContext, encryptSecret, type ProviderCode } from '@csg/providers';
import { parseSseStream } from '@csg/sse';
import type { App } from '@csg/server';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { startMockProviders, type MockProviderFleet } from '@csg/testing/mock-providers';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

export const JWT_SECRET = 'chat-pipeline-test-secret-0123456789abcdef';
export const PROVIDER_KEY = 'sk-test-provider-key-not-real-0001';

export interface ChatHarness {
  app: App;
  db: DatabaseHandle['db'];
  mocks: MockProviderFleet['providers'];
  /** A tenant with a signed JWT. */
  tenant(role: AssignableRole): Promise<{ id: string; token: string }>;
  /** A conversation session of the tenant (the sessions app's table); its id. */
  session(tenantId: string): Promise<string>;
  /** An active credential of the tenant pointing at the provider's mock, or at `baseUrl`. */
  credential(tenantId: string, provider: ProviderCode, baseUrl?: string): Promise<void>;
  /** POST /chat/completions (or `url`); the frames of the stream (JSON-parsed; `[DONE]` as the string). */
  chat(
    token: string,
    body: object,
    url?: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; frames: unknown[]; raw: string }>;
}

/**
 * The chat pipeline on a fresh database with all five mock providers, for one test file. The mocks
 * listen on loopback, so private provider URLs are allowed unless `env` says otherwise.
 */
export function useChatApp(env: Record<string, string> = {}): ChatHarness {
  const testDb = useTestDatabase();
  const encryptionKey = randomBytes(32);
  const jwt = createJwtService({ secret: JWT_SECRET, expiresIn: '1h' });
  let handle: DatabaseHandle;
  let fleet: MockProviderFleet;
  const harness = {} as ChatHarness;

  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 4 });
    await markSetupComplete(handle.db, 'test');
    fleet = await startMockProviders({ apiKey: PROVIDER_KEY });
    const config = loadConfig(configSchema, {
      JWT_SECRET,
      CREDENTIALS_ENCRYPTION_KEY: encryptionKey.toString('base64'),
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
      PROVIDER_FIRST_BYTE_TIMEOUT_MS: '2000',
      ALLOW_PRIVATE_PROVIDER_URLS: 'true',
      // No media app in these tests: a turn with attachments meets a refused connection (the fleet tests read them).
      MEDIA_ANALYSIS_URL: 'http://127.0.0.1:1',
      ...env,
    });
    Object.assign(harness, { app: await buildApp(config), db: handle.db, mocks: fleet.providers });
  });
  beforeEach(() => {
    for (const mock of Object.values(fleet.providers)) mock.reset();
  });
  afterAll(async () => {
    await harness.app.close();
    await fleet.close();
    await handle.close();
  });

  harness.tenant = async (role) => {
    const { id, username } = await insertTestTenant(handle.db, role);
    return { id, token: await jwt.sign({ sub: id, username, role }) };
  };

  harness.session = async (tenantId) => {
    const [row] = await handle.db
      .insert(schema.sessions)
      .values({ tenantId, title: 'test' })
      .returning({ id: schema.sessions.id });
    if (!row) throw new Error('no session inserted');
    return row.id;
  };

  harness.credential = async (tenantId, provider, baseUrl = fleet.providers[provider].url) => {
    const id = randomUUID();
    await handle.db.insert(schema.providerCredentials).values({
      id,
      tenantId,
      provider,
      name: `${provider}-${id.slice(0, 8)}`,
      secretCiphertext: encryptSecret(PROVIDER_KEY, encryptionKey, credentialSecretContext(id)),
      baseUrl,
      apiVersion: provider === 'azure-openai' ? '2024-10-21' : null,
    });
  };

  harness.chat = async (token, body, url = '/chat/completions') => {
    const res = await harness.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    const frames: unknown[] = [];
    if (String(res.headers['content-type']).startsWith('text/event-stream')) {
      for await (const message of parseSseStream(once(res.body))) frames.push(message.done ? '[DONE]' : message.data);
    }
    return { status: res.statusCode, headers: res.headers, frames, raw: res.body };
  };
  return harness;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/** The frames of a stream without the `[DONE]` marker, as objects. */
export const events = (frames: readonly unknown[]) =>
  frames.filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null);

export const userSays = (content: string, model = 'gpt-4o-mini', extra: object = {}) => ({
  model,
  messages: [{ role: 'user', content }],
  ...extra,
});
