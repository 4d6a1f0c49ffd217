import { randomBytes, randomUUID } from 'node:crypto';
import { useTestDatabase } from '@csg/testing';
import { startMockProviders, type MockProvider, type MockProviderCode } from '@csg/testing/mock-providers';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFleet, type RunningFleet } from './fleet-process.ts';

/** The key every mock demands: a credential's secret must reach the vendor intact, sealed and reopened. */
export const PROVIDER_KEY = 'sk-e2e-provider-key-not-real-0001';
const PASSWORD = 'a chat e2e test passphrase';
const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** One SSE frame as the client reads it: a JSON object, or the end marker. */
export type Frame = Record<string, unknown> | '[DONE]';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON call to the edge over real HTTP (Node's fetch, i.e. undici). */
export async function call<T = Record<string, unknown>>(
  edge: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${edge}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

async function ok<T>(expected: number, pending: Promise<Reply<T>>, what: string): Promise<T> {
  const res = await pending;
  if (res.status !== expected) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * The stream exactly as the specification frames it: every frame one `data: ` line followed by a
 * blank line, JSON or `[DONE]`. Anything else (an `event:` line, a second line, a trailing
 * fragment) throws.
 */
export function parseFrames(raw: string): Frame[] {
  if (!raw.endsWith('\n\n')) throw new Error(`stream does not end with a blank line: ${JSON.stringify(raw)}`);
  return (
    raw
      .slice(0, -2)
      .split('\n\n')
      // Comment blocks (`: keep-alive` on a stream idle for a while) are not events.
      .filter((block) => !block.startsWith(':'))
      .map((block) => {
        if (!/^data: [^\n]+$/.test(block)) throw new Error(`not a single data line: ${JSON.stringify(block)}`);
        const data = block.slice('data: '.length);
        return data === '[DONE]' ? '[DONE]' : (JSON.parse(data) as Record<string, unknown>);
      })
  );
}

/** What a frame is: its `type`, else its `id` (the answer), else its keys (`error`), or `[DONE]`. */
export function kindOf(frame: Frame): string {
  if (frame === '[DONE]') return frame;
  const named = frame['type'] ?? frame['id'];
  return typeof named === 'string' ? named : Object.keys(frame).sort().join('+');
}

export interface ChatResult {
  status: number;
  headers: Headers;
  raw: string;
  frames: Frame[];
  kinds: string[];
}

/** A POST to an event-stream endpoint through the edge; a JSON error answer leaves `frames` empty. */
export async function streamPost(url: string, token: string, body: object, signal?: AbortSignal): Promise<ChatResult> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const raw = await res.text();
  const frames = res.headers.get('content-type')?.startsWith('text/event-stream') ? parseFrames(raw) : [];
  return { status: res.status, headers: res.headers, raw, frames, kinds: frames.map(kindOf) };
}

/** POST /chat/completions through the edge. */
export const chat = (edge: string, token: string, body: object): Promise<ChatResult> =>
  streamPost(`${edge}/chat/completions`, token, body);

export const userSays = (content: string, model = 'gpt-4o-mini', extra: object = {}) => ({
  model,
  messages: [{ role: 'user', content }],
  ...extra,
});

/** A PEM private key made of random base64 lines: nothing the filter could know in advance. */
export function pemPrivateKey(): string {
  const lines =
    randomBytes(600)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return ['-----BEGIN RSA PRIVATE KEY-----', ...lines, '-----END RSA PRIVATE KEY-----'].join('\n');
}

export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface Account {
  id: string;
  token: string;
}

export interface ChatFleet {
  edge: string;
  fleet: RunningFleet;
  mocks: Record<MockProviderCode, MockProvider>;
  /** The superadmin of first-boot setup, with credentials for `adminProviders`. */
  admin: Account;
  /** A normal_user with credentials for `userProviders`. */
  user: Account;
  /** Another account created through the admin API and signed in. */
  account(role: string): Promise<Account>;
}

async function signIn(edge: string, username: string): Promise<Account> {
  const body = await ok(200, call(edge, 'POST', '/auth/login', { body: { username, password: PASSWORD } }), 'login');
  return { id: String(body['tenant_id']), token: String(body['access_token']) };
}

/** A credential for `mock`, owned by the caller's tenant or by `tenantId`. */
async function addCredential(edge: string, token: string, mock: MockProvider, tenantId?: string): Promise<void> {
  const body = {
    ...(tenantId ? { tenantId } : {}),
    provider: mock.code,
    name: `${mock.code} mock`,
    apiKey: PROVIDER_KEY,
    baseUrl: mock.url,
    ...(mock.code === 'azure-openai' ? { apiVersion: '2024-10-21' } : {}),
  };
  await ok(201, call(edge, 'POST', '/admin/credentials', { token, body }), `credential ${mock.code}`);
}

/**
 * The real fleet as `npm start` runs it, on a fresh database, with the five mock vendors and the
 * accounts every test needs, all set up through the edge; the superadmin adds the normal_user's
 * credentials for it (`tenantId`), as an operator provisions a tenant.
 */
export function useChatFleet(setup: {
  adminProviders: MockProviderCode[];
  userProviders: MockProviderCode[];
  /** More of the fleet's environment, read as the fleet starts (after earlier beforeAll hooks). */
  env?: () => Record<string, string>;
  /** How long the fleet may take to listen, when more than the default. */
  startTimeoutMs?: number;
}) {
  const db = useTestDatabase();
  const state = {} as ChatFleet;
  let closeMocks = async () => undefined as void;

  beforeAll(
    async () => {
      const started = await startMockProviders({ apiKey: PROVIDER_KEY });
      closeMocks = () => started.close();
      state.mocks = started.providers;
      state.fleet = startFleet({
        EDGE_HOST: '127.0.0.1',
        EDGE_PORT: '0',
        INTERNAL_PORT_BASE: '0',
        JWT_SECRET: 'chat-e2e-test-secret-0123456789abcdef0123',
        CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        DATABASE_URL: db.url,
        ALLOW_PRIVATE_PROVIDER_URLS: 'true',
        // The sign-in budget (10 a minute per address) would otherwise live in the Redis every fleet on
        // this host shares; in memory, back-to-back runs cannot meet a 429.
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        ...setup.env?.(),
      });
      await state.fleet.waitFor(LISTENING, setup.startTimeoutMs);
      const edge = (state.edge = LISTENING.exec(state.fleet.output())?.[1] ?? '');

      const setupBody = { username: 'e2e-admin', password: PASSWORD, contactEmail: 'e2e-admin@example.com' };
      await ok(201, call(edge, 'POST', '/setup', { body: setupBody }), 'setup');
      state.admin = await signIn(edge, 'e2e-admin');
      const adminToken = state.admin.token;
      for (const code of setup.adminProviders) await addCredential(edge, adminToken, state.mocks[code]);

      state.account = async (role) => {
        const username = `e2e-${role.replace('_', '-')}-${randomUUID().slice(0, 6)}`;
        const body = { username, password: PASSWORD, contactEmail: `${username}@example.com`, role };
        await ok(201, call(edge, 'POST', '/admin/tenants', { token: adminToken, body }), 'tenant');
        return signIn(edge, username);
      };
      state.user = await state.account('normal_user');
      for (const code of setup.userProviders) await addCredential(edge, adminToken, state.mocks[code], state.user.id);
    },
    setup.startTimeoutMs && setup.startTimeoutMs + 60_000,
  );

  beforeEach(() => {
    for (const mock of Object.values(state.mocks)) mock.reset();
  });

  afterAll(async () => {
    if (state.fleet && state.fleet.child.exitCode === null) {
      state.fleet.child.kill('SIGINT');
      await state.fleet.exited;
    }
    await closeMocks();
  });

  return state;
}
