import { loadConfig } from '@csg/config';
import type { App } from '@csg/server';
import { describeWithRedis, freePort } from '@csg/testing';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { TEST_PASSWORD, useAdminApp } from './harness.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

/**
 * Addresses are random per test, so tests never share a budget, not even with an earlier run
 * against the same Redis (budgets there live for a minute).
 */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
/** Names are counted too (failed sign-ins per name): each test tries names of its own. */
const freshName = () => `someone-${randomBytes(4).toString('hex')}`;
const wrongLogin = () => ({ username: freshName(), password: 'wrong password' });

const TOO_MANY = { statusCode: 429, message: 'Too many requests, retry later', error: 'Too Many Requests' };

type Inject = App['inject'];
const post = (
  app: { inject: Inject },
  url: string,
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, remoteAddress, headers });

const rateLimitHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => /ratelimit/i.test(name));

describe('sign-in rate limits (one process, in memory)', () => {
  const h = useAdminApp();

  it('answers the 11th login in a minute from one address with 429 in the framework body', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await post(h.app, '/auth/login', wrongLogin(), ip));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    const limited = answers[10];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toStrictEqual(TOO_MANY);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (const res of answers) expect(rateLimitHeaders(res.headers)).toEqual([]);
  });

  it('counts successful logins too, and limits before checking anything', async () => {
    const tenant = await h.createTenant('normal_user');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(h.app, '/auth/login', { username: tenant.username, password: TEST_PASSWORD }, ip)).statusCode,
      ).toBe(200);
    }
    const res = await post(h.app, '/auth/login', { username: tenant.username, password: TEST_PASSWORD }, ip);
    expect(res.statusCode).toBe(429);
    expect((await post(h.app, '/auth/login', {}, ip)).statusCode).toBe(429);
  });

  it('limits per client address: another address is still answered', async () => {
    const ip = freshIp();
    for (let i = 0; i < 11; i++) await post(h.app, '/auth/login', wrongLogin(), ip);
    expect((await post(h.app, '/auth/login', wrongLogin(), ip)).statusCode).toBe(429);
    expect((await post(h.app, '/auth/login', wrongLogin(), freshIp())).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(h.app, '/auth/login', wrongLogin(), ip, { 'x-forwarded-for': freshIp() })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('allows 5 forgot-password and 5 reset-password requests a minute, each route its own budget', async () => {
    const ip = freshIp();
    const forgot = { username: 'nobody-here' };
    const reset = { token: 'x'.repeat(43), newPassword: 'a long enough passphrase' };
    for (let i = 0; i < 5; i++) expect((await post(h.app, '/auth/forgot-password', forgot, ip)).statusCode).toBe(202);
    const sixth = await post(h.app, '/auth/forgot-password', forgot, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toStrictEqual(TOO_MANY);

    // The same address still has its reset-password and login budgets.
    for (let i = 0; i < 5; i++) expect((await post(h.app, '/auth/reset-password', reset, ip)).statusCode).toBe(400);
    const limited = await post(h.app, '/auth/reset-password', reset, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toStrictEqual(TOO_MANY);
    expect(rateLimitHeaders(limited.headers)).toEqual([]);
    expect((await post(h.app, '/auth/login', wrongLogin(), ip)).statusCode).toBe(401);
  });

  it('counts failed sign-ins per account name whatever the address: the 11th is 429, even with the right password', async () => {
    const target = await h.createTenant('normal_user');
    // As through a trusted proxy whose X-Forwarded-For is rotated: every attempt from a new address.
    for (let i = 0; i < 10; i++) {
      const guess = { username: i % 2 ? target.username.toUpperCase() : target.username, password: `guess ${i}` };
      expect((await post(h.app, '/auth/login', guess, freshIp())).statusCode).toBe(401);
    }
    const right = { username: target.username, password: TEST_PASSWORD };
    const limited = await post(h.app, '/auth/login', right, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toStrictEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(rateLimitHeaders(limited.headers)).toEqual([]);

    const other = await h.createTenant('normal_user');
    const answer = await post(h.app, '/auth/login', { username: other.username, password: TEST_PASSWORD }, freshIp());
    expect(answer.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the name', async () => {
    const tenant = await h.createTenant('normal_user');
    for (let i = 0; i < 12; i++) {
      const res = await post(h.app, '/auth/login', { username: tenant.username, password: TEST_PASSWORD }, freshIp());
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits nothing else, and sends no X-RateLimit-* header anywhere', async () => {
    const tenant = await h.createTenant('superadmin');
    const ip = freshIp();
    for (let i = 0; i < 15; i++) {
      for (const url of ['/auth/me', '/health', '/setup/status', '/admin/outbox']) {
        const res = await h.app.inject({ method: 'GET', url, headers: tenant.auth, remoteAddress: ip });
        expect(res.statusCode, url).toBe(200);
        expect(rateLimitHeaders(res.headers), url).toEqual([]);
      }
    }
  });
});

async function startApp(databaseUrl: string, redisUrl: string): Promise<App> {
  return buildApp(
    loadConfig(configSchema, {
      ...ADMIN_TEST_ENV,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
    }),
  );
}

describeWithRedis('sign-in rate limits shared through Redis', (redisUrl) => {
  const h = useAdminApp({ REDIS_URL: redisUrl });
  let second: App | undefined;
  beforeAll(async () => {
    second = await startApp(h.url, redisUrl);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('makes two instances on one Redis share a login budget', async () => {
    const ip = freshIp();
    const wrong = wrongLogin();
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post(i % 2 === 0 ? h.app : second!, '/auth/login', wrong, ip)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const app of [h.app, second!]) {
      const res = await post(app, '/auth/login', wrong, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toStrictEqual(TOO_MANY);
      expect(rateLimitHeaders(res.headers)).toEqual([]);
    }
    expect((await post(second!, '/auth/login', wrongLogin(), freshIp())).statusCode).toBe(401);
  });

  it('makes two instances on one Redis share the failures of an account name', async () => {
    const wrong = wrongLogin();
    for (let i = 0; i < 10; i++) {
      expect((await post(i % 2 === 0 ? h.app : second!, '/auth/login', wrong, freshIp())).statusCode).toBe(401);
    }
    for (const app of [h.app, second!]) {
      const res = await post(app, '/auth/login', wrong, freshIp());
      expect(res.statusCode).toBe(429);
      expect(res.json()).toStrictEqual(TOO_MANY);
    }
  });

  it('shares the forgot-password budget as well, separately from login', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(i % 2 === 0 ? h.app : second!, '/auth/forgot-password', { username: 'nobody' }, ip)).statusCode,
      ).toBe(202);
    }
    expect((await post(second!, '/auth/forgot-password', { username: 'nobody' }, ip)).statusCode).toBe(429);
    expect((await post(h.app, '/auth/login', wrongLogin(), ip)).statusCode).toBe(401);
  });
});

/** Something that accepts TCP connections and never answers: a hung Redis. */
async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const deadRedis: [string, () => Promise<{ url: string; close: () => Promise<void> }>][] = [
  // A port nothing listens on: connections are refused, as when Redis is down.
  [
    'refusing connections',
    async () => ({ url: `redis://127.0.0.1:${await freePort()}`, close: async () => undefined }),
  ],
  ['accepting connections but never answering', startSilentServer],
];

describe.each(deadRedis)('sign-in rate limits with Redis %s', (_name, startDeadRedis) => {
  const h = useAdminApp();
  let app: App | undefined;
  let dead: { close: () => Promise<void> } | undefined;
  let startedInMs = 0;
  beforeAll(async () => {
    const target = await startDeadRedis();
    dead = target;
    const started = performance.now();
    app = await startApp(h.url, target.url);
    startedInMs = performance.now() - started;
  });
  afterAll(async () => {
    await app?.close();
    await dead?.close();
  });

  it('starts anyway, without waiting long for it', () => {
    expect(app).toBeDefined();
    expect(startedInMs).toBeLessThan(5_000);
  });

  it('degrades open: every login is answered, promptly, and none is limited', async () => {
    const tenant = await h.createTenant('normal_user');
    const ip = freshIp();
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      const res = await post(
        app!,
        '/auth/login',
        { username: tenant.username, password: i % 2 ? TEST_PASSWORD : 'wrong' },
        ip,
      );
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(i % 2 ? 200 : 401);
      expect(rateLimitHeaders(res.headers)).toEqual([]);
    }
  });
});
