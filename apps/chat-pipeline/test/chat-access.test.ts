import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createLicenceStore, exportPublicKey, generateApiKey, LICENCE_CACHE_MS } from '@csg/auth';
import { expiredLicence } from '@csg/auth/testing';
import { SESSION_TURN_PATH } from '@csg/contracts';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

const vendor = generateKeyPairSync('ed25519');
const h = useChatApp({ LICENSE_PUBLIC_KEYS: exportPublicKey(vendor.publicKey) });

describe('chat access rules', () => {
  let admin = { id: '', token: '' };
  beforeAll(async () => {
    admin = await h.tenant('admin_user');
    await h.credential(admin.id, 'openai');
    await h.credential(admin.id, 'ollama');
  });

  it('refuses the auditor with 403 ROLE_NOT_FOR_CHAT and the viewer with 403 READ_ONLY_ROLE', async () => {
    for (const [role, code] of [
      ['auditor', 'ROLE_NOT_FOR_CHAT'],
      ['viewer', 'READ_ONLY_ROLE'],
    ] as const) {
      const caller = await h.tenant(role);
      await h.credential(caller.id, 'openai');
      const res = await h.chat(caller.token, userSays('hi'));
      expect(res.status).toBe(403);
      expect(JSON.parse(res.raw)).toMatchObject({ code });
    }
  });

  it("refuses a session_id that is not one of the caller's tenant with 404, before the provider, recording nothing", async () => {
    const other = await h.tenant('normal_user');
    const theirs = await h.session(other.id);
    const own = await h.session(admin.id);
    for (const [url, extra] of [
      ['/chat/completions', {}],
      [SESSION_TURN_PATH, { message_id: randomUUID() }],
    ] as const) {
      for (const sessionId of [theirs, randomUUID()]) {
        const res = await h.chat(admin.token, userSays('hi', 'gpt-4o-mini', { session_id: sessionId, ...extra }), url);
        expect(res.status).toBe(404);
        expect(JSON.parse(res.raw)).toEqual({ statusCode: 404, message: 'Session not found', error: 'Not Found' });
      }
    }
    expect(h.mocks.openai.requests).toHaveLength(0);
    const filed = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, theirs));
    expect(filed).toEqual([]);
    expect((await h.chat(admin.token, userSays('hi', 'gpt-4o-mini', { session_id: own }))).status).toBe(200);
  });

  it('admits a gateway API key and answers 401 without credentials', async () => {
    const key = generateApiKey();
    await h.db.insert(schema.apiKeys).values({ name: 'k', keyHash: key.hash, tenantId: admin.id, createdBy: admin.id });
    expect((await h.chat(key.plaintext, userSays('hi'))).status).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/chat/completions', payload: userSays('hi') })).statusCode).toBe(
      401,
    );
  });

  it('lists red-team models only to admin_user, superadmin and viewer, and only models with a credential', async () => {
    const names = async (token: string) =>
      (await h.app.inject({ url: '/models', headers: { authorization: `Bearer ${token}` } }))
        .json<{ name: string }[]>()
        .map((m) => m.name);
    expect(await names(admin.token)).toEqual(
      expect.arrayContaining(['dolphin-mistral', 'llama2-uncensored', 'gpt-4o-mini']),
    );
    const user = await h.tenant('normal_user');
    await h.credential(user.id, 'ollama');
    await h.credential(user.id, 'openai');
    const seen = await names(user.token);
    expect(seen).toContain('gpt-4o-mini');
    expect(seen).not.toContain('dolphin-mistral');
    expect(seen.some((n) => n.startsWith('claude'))).toBe(false);
    expect((await h.chat(user.token, userSays('hi', 'dolphin-mistral'))).status).toBe(400);
  });

  it('lists the providers of the catalogue with their support', async () => {
    const res = await h.app.inject({ url: '/chat/providers', headers: { authorization: `Bearer ${admin.token}` } });
    const body = res.json<{ providers: { code: string; supported: boolean }[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.providers.map((p) => p.code)).toEqual(['openai', 'azure-openai', 'anthropic', 'google', 'ollama']);
  });

  it('answers 402 LICENSE_EXPIRED when the installed licence has expired, and never 429', async () => {
    await createLicenceStore(h.db).install(expiredLicence(vendor.privateKey, ['chat']), 'test');
    // The licence is cached for LICENCE_CACHE_MS per app.
    await new Promise((resolve) => setTimeout(resolve, LICENCE_CACHE_MS + 100));
    const res = await h.chat(admin.token, userSays('hi'));
    expect(res.status).toBe(402);
    expect(JSON.parse(res.raw)).toMatchObject({ code: 'LICENSE_EXPIRED' });
  }, 15_000);
});
