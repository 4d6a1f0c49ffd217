import { randomBytes, randomUUID } from 'node:crypto';
import { createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCredentialsRepo,
  createModelsRepo,
  isDuplicateName,
  openCredential,
  sealCredentialSecret,
  type CredentialsRepo,
  type ModelsRepo,
  type OwnerScope,
} from '../src/index.ts';

const KEY = randomBytes(32);
const testDb = useTestDatabase();
let handle: DatabaseHandle;
let models: ModelsRepo;
let credentials: CredentialsRepo;
beforeAll(() => {
  handle = createDatabase(testDb.url, { max: 2 });
  models = createModelsRepo(handle.db);
  credentials = createCredentialsRepo(handle.db);
});
afterAll(() => handle.close());

const everyone: OwnerScope = () => undefined;
const tenant = async () => (await insertTestTenant(handle.db, 'normal_user')).id;
const credential = (tenantId: string, provider: 'openai' | 'anthropic' | 'ollama', apiKey: string, active = true) => {
  const id = randomUUID();
  return credentials.insert({
    id,
    tenantId,
    provider,
    name: `${provider}-${id}`,
    secretCiphertext: sealCredentialSecret(id, apiKey, KEY),
    baseUrl: null,
    apiVersion: null,
    deployments: null,
    active,
  });
};

describe('chat lookups', () => {
  it('list the active models of the providers the tenant holds an active credential for', async () => {
    const owner = await tenant();
    await credential(owner, 'anthropic', 'sk-a');
    await credential(owner, 'openai', 'sk-o', false);
    const visible = await models.visibleModels(owner, false);
    expect(new Set(visible.map((m) => m.provider))).toEqual(new Set(['anthropic']));
    expect(await models.visibleModels(await tenant(), true)).toEqual([]);
  });

  it('leave the red-team models out unless asked for them', async () => {
    const owner = await tenant();
    await credential(owner, 'ollama', 'unused');
    expect((await models.visibleModels(owner, false)).some((m) => m.redTeam)).toBe(false);
    expect((await models.visibleModels(owner, true)).filter((m) => m.redTeam)).toHaveLength(2);
    expect(await models.chatModels(owner, false, 'dolphin-mistral')).toEqual([]);
  });

  it('open a chat turn’s model with the tenant’s most recently changed active credential', async () => {
    const owner = await tenant();
    const older = await credential(owner, 'openai', 'sk-older');
    await credential(owner, 'openai', 'sk-newer');
    await credential(owner, 'openai', 'sk-inactive', false);
    await handle.db
      .update(schema.providerCredentials)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(schema.providerCredentials.id, older.id));
    const found = await models.chatModels(owner, false, 'gpt-4o-mini');
    expect(found.map((m) => m.provider)).toEqual(['openai']);
    expect(found.map((m) => openCredential(m.credential, KEY).apiKey)).toEqual(['sk-newer']);
  });
});

describe('credentials as administrators manage them', () => {
  it('reach only the owners the scope lets through', async () => {
    const [mine, theirs] = [await tenant(), await tenant()];
    const own = await credential(mine, 'openai', 'sk-1');
    const other = await credential(theirs, 'openai', 'sk-2');
    const onlyMine: OwnerScope = (owner) => eq(owner, mine);
    expect((await credentials.list(onlyMine, { offset: 0, limit: 100 })).rows.map((r) => r.id)).toEqual([own.id]);
    expect(await credentials.find(onlyMine, other.id)).toBeUndefined();
    expect(await credentials.update(onlyMine, other.id, { active: false })).toBeUndefined();
    expect(await credentials.remove(onlyMine, other.id)).toBe(false);
    expect(await credentials.find(everyone, other.id)).toMatchObject({ active: true });
  });

  it('never return the sealed secret, and tell a duplicate name apart from other failures', async () => {
    const owner = await tenant();
    const row = await credential(owner, 'openai', 'sk-1');
    expect(Object.keys(row)).not.toContain('secretCiphertext');
    const duplicate = await credentials
      .insert({ ...row, id: randomUUID(), provider: 'openai', secretCiphertext: 'x' })
      .catch((err: unknown) => err);
    expect(isDuplicateName(duplicate)).toBe(true);
    expect(isDuplicateName(new Error('other'))).toBe(false);
  });
});
