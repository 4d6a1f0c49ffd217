import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp({ ALLOW_PRIVATE_PROVIDER_URLS: 'true' });

let admin: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
});

const create = (fields: Record<string, unknown>) =>
  h.app.inject({
    method: 'POST',
    url: '/admin/credentials',
    headers: admin.auth,
    payload: { provider: 'openai', name: `c-${randomBytes(4).toString('hex')}`, apiKey: 'sk-private', ...fields },
  });

describe('baseUrl rules with ALLOW_PRIVATE_PROVIDER_URLS=true', () => {
  it('any provider may use plain http and private, loopback or link-local addresses', async () => {
    for (const [provider, baseUrl] of [
      ['openai', 'http://10.0.0.5:8000/v1'],
      ['anthropic', 'https://127.0.0.1:8443'],
      ['google', 'http://localhost:9000'],
      ['openai', 'https://[fd00::1]/v1'],
    ] as const) {
      const res = await create({ provider, baseUrl });
      expect(res.statusCode, baseUrl).toBe(201);
      expect(res.json(), baseUrl).toMatchObject({ baseUrl });
    }
  });

  it('still refuses a non-http(s) URL or one with user information, and still requires azure-openai fields', async () => {
    expect((await create({ baseUrl: 'ftp://10.0.0.5' })).statusCode).toBe(400);
    expect((await create({ baseUrl: 'http://u:p@10.0.0.5' })).statusCode).toBe(400);
    expect((await create({ provider: 'azure-openai', baseUrl: 'http://10.0.0.5' })).statusCode).toBe(400);
    expect(
      (await create({ provider: 'azure-openai', baseUrl: 'http://10.0.0.5', apiVersion: '2024-10-21' })).statusCode,
    ).toBe(201);
  });
});
