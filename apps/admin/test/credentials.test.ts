import { schema } from '@csg/db';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentialSecretContext, decryptSecret, parseEncryptionKey } from '@csg/providers';
import { useAdminApp, type TestTenant } from './harness.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

const h = useAdminApp();
const key = parseEncryptionKey(ADMIN_TEST_ENV.CREDENTIALS_ENCRYPTION_KEY);
/** A public literal address: accepted without DNS, so no test depends on the network. */
const PUBLIC_URL = 'https://20.40.60.80/v1';

const newApiKey = () => `sk-test-${randomBytes(24).toString('base64url')}`;
/** Every response body of this file, to prove at the end that no secret fragment ever left. */
const bodies: string[] = [];
const secrets: string[] = [];

interface CredentialBody {
  id: string;
  tenantId: string;
  provider: string;
  name: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: Record<string, string> | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  hasSecret: boolean;
}

async function call(
  caller: TestTenant | { authorization: string } | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  const headers = caller === null ? {} : 'auth' in caller ? caller.auth : caller;
  const res = await h.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  bodies.push(res.body);
  return res;
}

async function create(caller: TestTenant, fields: Record<string, unknown> = {}) {
  const apiKey = (fields.apiKey as string | undefined) ?? newApiKey();
  secrets.push(apiKey);
  const res = await call(caller, 'POST', '/admin/credentials', {
    provider: 'openai',
    name: `cred-${randomBytes(4).toString('hex')}`,
    apiKey,
    ...fields,
  });
  return { res, apiKey, body: res.json<CredentialBody>() };
}

/** No 8-character window of the secret (past its first character, so not the bare `sk-test-` prefix) appears in the text. */
function expectNoFragment(text: string, secret: string) {
  for (let i = 1; i + 8 <= secret.length; i += 1) {
    expect(text.includes(secret.slice(i, i + 8)), `fragment ${i} of a secret in a response`).toBe(false);
  }
}

async function storedRow(id: string) {
  const [row] = await h.db.select().from(schema.providerCredentials).where(eq(schema.providerCredentials.id, id));
  return row;
}

let admin: TestTenant;
let otherAdmin: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
  otherAdmin = await h.createTenant('admin_user');
});

describe('POST /admin/credentials', () => {
  it('creates a credential owned by the caller: 201 with the view and hasSecret, never the secret', async () => {
    const { res, apiKey, body } = await create(admin, {
      name: 'primary openai',
      baseUrl: PUBLIC_URL,
      deployments: { 'gpt-4o': 'gpt-4o-prod' },
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(body).sort()).toEqual(
      [
        'active',
        'apiVersion',
        'baseUrl',
        'createdAt',
        'deployments',
        'hasSecret',
        'id',
        'name',
        'provider',
        'tenantId',
        'updatedAt',
      ].sort(),
    );
    expect(body).toMatchObject({
      provider: 'openai',
      name: 'primary openai',
      baseUrl: PUBLIC_URL,
      apiVersion: null,
      deployments: { 'gpt-4o': 'gpt-4o-prod' },
      active: true,
      hasSecret: true,
      tenantId: admin.id,
    });
    expectNoFragment(res.body, apiKey);
    expect((await storedRow(body.id))?.tenantId).toBe(admin.id);
  });

  it('encrypts the secret at rest (AES-256-GCM, v1 format, bound to the row) and stores no plaintext', async () => {
    const { body, apiKey } = await create(admin);
    const row = await storedRow(body.id);
    expect(row?.secretCiphertext).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expectNoFragment(row?.secretCiphertext ?? '', apiKey);
    expect(decryptSecret(row?.secretCiphertext ?? '', key, credentialSecretContext(body.id))).toBe(apiKey);
  });

  it('defaults active to true and accepts active: false; strips unknown fields', async () => {
    const { body } = await create(admin, { active: false, ownerId: otherAdmin.id, secret: 'x' });
    expect(body.active).toBe(false);
    expect(body).not.toHaveProperty('secret');
    expect((await storedRow(body.id))?.tenantId).toBe(admin.id);
  });

  it('accepts each of the five provider codes and refuses any other with 400', async () => {
    for (const provider of ['openai', 'anthropic', 'google', 'ollama']) {
      expect((await create(admin, { provider })).res.statusCode, provider).toBe(201);
    }
    expect(
      (await create(admin, { provider: 'azure-openai', baseUrl: 'https://20.40.60.81', apiVersion: '2024-10-21' })).res
        .statusCode,
    ).toBe(201);
    const bad = await create(admin, { provider: 'mistral' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json()).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
  });

  it('refuses a missing or empty name or apiKey with 400, without echoing the secret', async () => {
    const apiKey = newApiKey();
    secrets.push(apiKey);
    for (const payload of [
      { provider: 'openai', apiKey },
      { provider: 'openai', name: '', apiKey },
      { provider: 'openai', name: 'x' },
      { provider: 'openai', name: 'x', apiKey: '' },
    ]) {
      const res = await call(admin, 'POST', '/admin/credentials', payload);
      expect(res.statusCode).toBe(400);
      expectNoFragment(res.body, apiKey);
    }
  });

  it('azure-openai requires baseUrl and apiVersion (400 otherwise)', async () => {
    const missingUrl = await create(admin, { provider: 'azure-openai', apiVersion: '2024-10-21' });
    expect(missingUrl.res.statusCode).toBe(400);
    expect(missingUrl.res.json()).toMatchObject({ message: 'Invalid request body', issues: [{ path: ['baseUrl'] }] });
    const missingVersion = await create(admin, { provider: 'azure-openai', baseUrl: 'https://20.40.60.82' });
    expect(missingVersion.res.statusCode).toBe(400);
    expect(missingVersion.res.json()).toMatchObject({ issues: [{ path: ['apiVersion'] }] });
    const ok = await create(admin, {
      provider: 'azure-openai',
      baseUrl: 'https://20.40.60.82',
      apiVersion: '2025-01-01-preview',
      deployments: { 'gpt-35-turbo': 'chat-35' },
    });
    expect(ok.res.statusCode).toBe(201);
    expect(ok.body).toMatchObject({ apiVersion: '2025-01-01-preview', deployments: { 'gpt-35-turbo': 'chat-35' } });
  });

  it('a duplicate name for the same tenant is 409; another tenant may use the name', async () => {
    expect((await create(admin, { name: 'shared-name' })).res.statusCode).toBe(201);
    const again = await create(admin, { name: 'shared-name', provider: 'anthropic' });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toEqual({
      statusCode: 409,
      message: 'A credential with this name already exists',
      error: 'Conflict',
    });
    expect((await create(otherAdmin, { name: 'shared-name' })).res.statusCode).toBe(201);
  });
});

describe('baseUrl rules (ALLOW_PRIVATE_PROVIDER_URLS=false)', () => {
  it('baseUrl must be an absolute http(s) URL without user information (400)', async () => {
    for (const baseUrl of ['ftp://20.40.60.80', 'file:///etc/passwd', 'not a url', 'https://user:pw@20.40.60.80']) {
      const { res } = await create(admin, { baseUrl });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json(), baseUrl).toMatchObject({ issues: [{ path: ['baseUrl'] }] });
    }
  });

  it('plain http is refused with 400', async () => {
    const { res } = await create(admin, { baseUrl: 'http://20.40.60.80/v1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: [{ path: ['baseUrl'], message: expect.stringMatching(/must use https/) as string }],
    });
  });

  it('literal private, loopback, link-local and unique-local addresses are refused with 400', async () => {
    for (const baseUrl of [
      'https://127.0.0.1:8443',
      'https://10.0.0.1',
      'https://172.16.5.4',
      'https://192.168.1.1',
      'https://169.254.169.254/latest',
      'https://100.64.0.1',
      'https://[::1]',
      'https://[fd00::1]',
      'https://[fe80::1]',
      'https://[::ffff:127.0.0.1]',
      'https://2130706433',
    ]) {
      const { res } = await create(admin, { provider: 'anthropic', baseUrl });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json<{ issues: { message: string }[] }>().issues[0]?.message, baseUrl).toMatch(
        /private, loopback or link-local/,
      );
    }
  });

  it('a host name resolving to a loopback address (localhost, via node:dns lookup) is refused with 400', async () => {
    const { res } = await create(admin, { provider: 'google', baseUrl: 'https://localhost:8443' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { message: string }[] }>().issues[0]?.message).toMatch(/private, loopback or link-local/);
  });

  it('a public https address is accepted', async () => {
    expect(
      (await create(admin, { provider: 'google', baseUrl: 'https://20.40.60.80:443/v1beta' })).res.statusCode,
    ).toBe(201);
  });

  it('the local runtime (ollama) may always use plain http and private or loopback addresses', async () => {
    for (const baseUrl of [
      'http://127.0.0.1:11434',
      'http://localhost:11434',
      'http://10.0.0.5:11434',
      'http://[::1]:11434',
    ]) {
      const { res, body } = await create(admin, { provider: 'ollama', baseUrl });
      expect(res.statusCode, baseUrl).toBe(201);
      expect(body.baseUrl).toBe(baseUrl);
    }
  });
});

describe('GET /admin/credentials', () => {
  it('is paginated: page 1, limit 10 by default, with the envelope meta', async () => {
    const lister = await h.createTenant('admin_user');
    for (let i = 0; i < 12; i += 1) await create(lister, { name: `list-${i}` });
    const first = await call(lister, 'GET', '/admin/credentials');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: CredentialBody[]; meta: unknown }>();
    expect(body.meta).toEqual({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(body.data).toHaveLength(10);
    const second = (await call(lister, 'GET', '/admin/credentials?page=2')).json<{
      data: CredentialBody[];
      meta: unknown;
    }>();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toEqual({ total: 12, page: 2, limit: 10, totalPages: 2 });
    const names = [...body.data, ...second.data].map((c) => c.name);
    expect(new Set(names).size).toBe(12);
    expect((await call(lister, 'GET', '/admin/credentials?limit=100')).json<{ data: unknown[] }>().data).toHaveLength(
      12,
    );
    expect((await call(lister, 'GET', '/admin/credentials?page=5')).json()).toMatchObject({
      data: [],
      meta: { total: 12, page: 5 },
    });
  });

  it('refuses bad page and limit values with 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=101', 'limit=x']) {
      const res = await call(admin, 'GET', `/admin/credentials?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: 'Invalid query parameters' });
    }
  });

  it('filters by provider; an unknown provider is 400', async () => {
    const caller = await h.createTenant('admin_user');
    await create(caller, { provider: 'anthropic' });
    await create(caller, { provider: 'anthropic' });
    await create(caller, { provider: 'google' });
    const res = (await call(caller, 'GET', '/admin/credentials?provider=anthropic')).json<{
      data: CredentialBody[];
      meta: { total: number };
    }>();
    expect(res.meta.total).toBe(2);
    expect(res.data.every((c) => c.provider === 'anthropic')).toBe(true);
    expect((await call(caller, 'GET', '/admin/credentials?provider=nope')).statusCode).toBe(400);
  });

  it('GET /:id returns the credential; a malformed id is 400; an unknown id is 404', async () => {
    const { body } = await create(admin);
    const res = await call(admin, 'GET', `/admin/credentials/${body.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await call(admin, 'GET', '/admin/credentials/not-a-uuid')).statusCode).toBe(400);
    const missing = await call(admin, 'GET', '/admin/credentials/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Credential not found', error: 'Not Found' });
  });
});

describe('data scope', () => {
  let owner: TestTenant;
  let member: TestTenant;
  let outsider: TestTenant;
  let memberCredential: CredentialBody;
  let outsiderCredential: CredentialBody;

  beforeAll(async () => {
    owner = await h.createTenant('admin_user');
    member = await h.createTenant('admin_user');
    outsider = await h.createTenant('admin_user');
    const [group] = await h.db.insert(schema.tenantGroups).values({ name: 'team', ownerId: owner.id }).returning();
    await h.db.insert(schema.tenantGroupMembers).values({ groupId: group?.id ?? '', tenantId: member.id });
    await create(owner, { name: 'owner-own' });
    memberCredential = (await create(member, { name: 'member-own' })).body;
    outsiderCredential = (await create(outsider, { name: 'outsider-own' })).body;
  });

  it("admin_user sees its own tenant's credentials and those of members of groups it owns, no others", async () => {
    const names = (await call(owner, 'GET', '/admin/credentials?limit=100'))
      .json<{ data: CredentialBody[] }>()
      .data.map((c) => c.name);
    expect(names.sort()).toEqual(['member-own', 'owner-own']);
    expect((await call(owner, 'GET', `/admin/credentials/${memberCredential.id}`)).statusCode).toBe(200);
    // The member does not own the group: it sees only its own.
    const memberNames = (await call(member, 'GET', '/admin/credentials'))
      .json<{ data: CredentialBody[] }>()
      .data.map((c) => c.name);
    expect(memberNames).toEqual(['member-own']);
  });

  it("another tenant's credential is 404 on GET, PATCH and DELETE, and stays unchanged", async () => {
    const url = `/admin/credentials/${outsiderCredential.id}`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(owner, 'PATCH', url, { name: 'taken-over', apiKey: newApiKey() })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/admin/credentials/${(await create(owner)).body.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', url)).json()).toEqual(outsiderCredential);
  });

  it('admin_user may create a credential for a member of a group it owns, not for any other tenant', async () => {
    const forMember = await create(owner, { tenantId: member.id, name: 'made-for-member' });
    expect(forMember.res.statusCode).toBe(201);
    expect(forMember.body.tenantId).toBe(member.id);
    expect((await storedRow(forMember.body.id))?.tenantId).toBe(member.id);
    const memberNames = (await call(member, 'GET', '/admin/credentials?limit=100'))
      .json<{ data: CredentialBody[] }>()
      .data.map((c) => c.name);
    expect(memberNames).toContain('made-for-member');

    for (const tenantId of [outsider.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await create(owner, { tenantId, name: 'not-allowed' });
      expect(refused.res.statusCode).toBe(404);
      expect(refused.res.json()).toEqual({ statusCode: 404, message: 'Tenant not found', error: 'Not Found' });
    }
    // The member owns no group: it cannot reach the group's owner.
    expect((await create(member, { tenantId: owner.id })).res.statusCode).toBe(404);
    const outsiderNames = (await call(outsider, 'GET', '/admin/credentials?limit=100'))
      .json<{ data: CredentialBody[] }>()
      .data.map((c) => c.name);
    expect(outsiderNames).not.toContain('not-allowed');
  });

  it("the owner of a group may update and delete a member's credential", async () => {
    const { body } = await create(member, { name: 'member-temp' });
    const patched = await call(owner, 'PATCH', `/admin/credentials/${body.id}`, { active: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ active: false });
    expect((await call(owner, 'DELETE', `/admin/credentials/${body.id}`)).statusCode).toBe(204);
  });

  it("superadmin and viewer see every tenant's credentials", async () => {
    const total = await h.db.$count(schema.providerCredentials);
    for (const role of ['superadmin', 'viewer'] as const) {
      const caller = await h.createTenant(role);
      const list = (await call(caller, 'GET', '/admin/credentials?limit=100')).json<{
        data: CredentialBody[];
        meta: { total: number };
      }>();
      expect(list.meta.total, role).toBe(total);
      expect(
        list.data.map((c) => c.name),
        role,
      ).toEqual(expect.arrayContaining(['owner-own', 'member-own', 'outsider-own']));
      expect((await call(caller, 'GET', `/admin/credentials/${outsiderCredential.id}`)).statusCode, role).toBe(200);
    }
  });
});

describe('PATCH /admin/credentials/:id', () => {
  it('updates any field and moves updatedAt; the response never carries the secret', async () => {
    const { body } = await create(admin, { provider: 'anthropic', name: 'to-edit' });
    const res = await call(admin, 'PATCH', `/admin/credentials/${body.id}`, {
      name: 'edited',
      baseUrl: 'https://20.40.60.83/v1',
      apiVersion: '2023-06-01',
      deployments: { 'claude-haiku-4-5': 'haiku' },
      active: false,
    });
    expect(res.statusCode).toBe(200);
    const patched = res.json<CredentialBody>();
    expect(patched).toMatchObject({
      id: body.id,
      provider: 'anthropic',
      name: 'edited',
      baseUrl: 'https://20.40.60.83/v1',
      apiVersion: '2023-06-01',
      deployments: { 'claude-haiku-4-5': 'haiku' },
      active: false,
      hasSecret: true,
      createdAt: body.createdAt,
    });
    expect(Date.parse(patched.updatedAt)).toBeGreaterThan(Date.parse(body.updatedAt));
    const cleared = await call(admin, 'PATCH', `/admin/credentials/${body.id}`, {
      baseUrl: null,
      apiVersion: null,
      deployments: null,
    });
    expect(cleared.json()).toMatchObject({ baseUrl: null, apiVersion: null, deployments: null });
  });

  it('rotates the secret: a new apiKey replaces the ciphertext and the old one is gone', async () => {
    const { body, apiKey: oldKey } = await create(admin);
    const before = await storedRow(body.id);
    const newKey = newApiKey();
    secrets.push(newKey);
    const res = await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { apiKey: newKey });
    expect(res.statusCode).toBe(200);
    expectNoFragment(res.body, newKey);
    const after = await storedRow(body.id);
    expect(after?.secretCiphertext).not.toBe(before?.secretCiphertext);
    expect(decryptSecret(after?.secretCiphertext ?? '', key, credentialSecretContext(body.id))).toBe(newKey);
    expect(decryptSecret(after?.secretCiphertext ?? '', key, credentialSecretContext(body.id))).not.toBe(oldKey);
  });

  it('an empty or unknown-field-only body changes nothing and answers 200', async () => {
    const { body } = await create(admin);
    for (const payload of [{}, { secret: 'ignored' }]) {
      const res = await call(admin, 'PATCH', `/admin/credentials/${body.id}`, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(body);
    }
  });

  it('azure-openai must keep baseUrl and apiVersion: clearing either, or switching to it without them, is 400', async () => {
    const { body } = await create(admin, {
      provider: 'azure-openai',
      baseUrl: 'https://20.40.60.84',
      apiVersion: '2024-10-21',
    });
    expect((await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { baseUrl: null })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { apiVersion: null })).statusCode).toBe(400);
    const plain = await create(admin, { provider: 'openai' });
    expect(
      (await call(admin, 'PATCH', `/admin/credentials/${plain.body.id}`, { provider: 'azure-openai' })).statusCode,
    ).toBe(400);
    const switched = await call(admin, 'PATCH', `/admin/credentials/${plain.body.id}`, {
      provider: 'azure-openai',
      baseUrl: 'https://20.40.60.85',
      apiVersion: '2024-10-21',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ provider: 'azure-openai' });
  });

  it('the baseUrl rules apply to a new baseUrl, and again when the provider changes away from ollama', async () => {
    const { body } = await create(admin, { provider: 'openai' });
    expect(
      (await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { baseUrl: 'https://192.168.0.10' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { baseUrl: 'http://20.40.60.80' })).statusCode,
    ).toBe(400);
    const local = await create(admin, { provider: 'ollama', baseUrl: 'http://127.0.0.1:11434' });
    const res = await call(admin, 'PATCH', `/admin/credentials/${local.body.id}`, { provider: 'openai' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: ['baseUrl'] }] });
    expect((await call(admin, 'GET', `/admin/credentials/${local.body.id}`)).json()).toMatchObject({
      provider: 'ollama',
    });
  });

  it('renaming to a name the tenant already uses is 409; invalid values are 400; a malformed id is 400', async () => {
    await create(admin, { name: 'taken' });
    const { body } = await create(admin, { name: 'free' });
    expect((await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { name: 'taken' })).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { provider: 'nope' })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/admin/credentials/${body.id}`, { active: 'yes' })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/admin/credentials/123', { active: true })).statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', '/admin/credentials/00000000-0000-4000-8000-000000000000', { active: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /admin/credentials/:id', () => {
  it('answers 204 with no body and the credential is gone; a second delete is 404; a malformed id is 400', async () => {
    const { body } = await create(admin);
    const res = await call(admin, 'DELETE', `/admin/credentials/${body.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await storedRow(body.id)).toBeUndefined();
    expect((await call(admin, 'GET', `/admin/credentials/${body.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/admin/credentials/${body.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/admin/credentials/nope')).statusCode).toBe(400);
  });
});

describe('role rules on /admin/credentials', () => {
  it('viewer: reads pass, every write is 403 READ_ONLY_ROLE', async () => {
    const viewer = await h.createTenant('viewer');
    const { body } = await create(admin);
    expect((await call(viewer, 'GET', '/admin/credentials')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/admin/credentials/${body.id}`)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/admin/credentials', { provider: 'openai', name: 'viewer-made', apiKey: 'k' }],
      ['PATCH', `/admin/credentials/${body.id}`, { active: false }],
      ['DELETE', `/admin/credentials/${body.id}`, undefined],
    ] as const) {
      const res = await call(viewer, method, url, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json(), method).toMatchObject({ statusCode: 403, code: 'READ_ONLY_ROLE' });
    }
    expect((await call(admin, 'GET', `/admin/credentials/${body.id}`)).json()).toEqual(body);
  });

  it('normal_user and auditor are refused every credentials route with 403', async () => {
    const { body } = await create(admin);
    for (const role of ['normal_user', 'auditor'] as const) {
      const caller = await h.createTenant(role);
      for (const [method, url] of [
        ['GET', '/admin/credentials'],
        ['GET', `/admin/credentials/${body.id}`],
        ['POST', '/admin/credentials'],
        ['PATCH', `/admin/credentials/${body.id}`],
        ['DELETE', `/admin/credentials/${body.id}`],
      ] as const) {
        const res = await call(
          caller,
          method,
          url,
          method === 'POST' || method === 'PATCH' ? { provider: 'openai', name: 'n', apiKey: 'k' } : undefined,
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
      }
    }
  });

  it('superadmin may create and manage credentials, its own or for any existing tenant', async () => {
    const root = await h.createTenant('superadmin');
    const { res, body } = await create(root);
    expect(res.statusCode).toBe(201);
    expect((await storedRow(body.id))?.tenantId).toBe(root.id);
    expect((await call(root, 'DELETE', `/admin/credentials/${body.id}`)).statusCode).toBe(204);

    const user = await h.createTenant('normal_user');
    const forUser = await create(root, { tenantId: user.id });
    expect(forUser.res.statusCode).toBe(201);
    expect((await storedRow(forUser.body.id))?.tenantId).toBe(user.id);
    const missing = await create(root, { tenantId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.res.statusCode).toBe(404);
  });

  it('a malformed tenantId is 400', async () => {
    expect((await create(admin, { tenantId: 'not-a-uuid' })).res.statusCode).toBe(400);
  });

  it('a gateway API key is 401 on /admin/credentials; no credential is 401', async () => {
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(
        key.auth,
        method,
        '/admin/credentials',
        method === 'POST' ? { provider: 'openai', name: 'k', apiKey: 'k' } : undefined,
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await call(null, 'GET', '/admin/credentials')).statusCode).toBe(401);
  });
});

describe('the secret never comes back', () => {
  it('no response body of this file contains any fragment of any apiKey sent', () => {
    expect(secrets.length).toBeGreaterThan(50);
    const all = bodies.join('\n');
    for (const secret of secrets) expectNoFragment(all, secret);
  });
});
