import { randomBytes, randomUUID } from 'node:crypto';
import { HttpError } from '@csg/errors';
import type { ChatModel } from '@csg/models';
import { credentialSecretContext, encryptSecret } from '@csg/providers';
import { describe, expect, it } from 'vitest';
import { createModelResolver } from './model-resolver.ts';

const KEY = randomBytes(32);
const API_KEY = 'sk-resolver-test-0001';
const caller = { tenantId: randomUUID(), role: 'admin_user' as const };

/** A resolver over a repository that holds one model of `provider` with a credential at `baseUrl`. */
function resolverWith(provider: string, baseUrl: string | null, allowPrivateUrls: boolean) {
  const id = randomUUID();
  const model: ChatModel = {
    id: randomUUID(),
    provider,
    name: 'm',
    displayName: 'M',
    contextWindow: 8192,
    redTeam: false,
    credential: {
      id,
      secretCiphertext: encryptSecret(API_KEY, KEY, credentialSecretContext(id)),
      baseUrl,
      apiVersion: null,
      deployments: null,
    },
  };
  return createModelResolver({ repo: { chatModels: async () => [model] }, key: KEY, allowPrivateUrls });
}

/** The 400 a resolution fails with. */
async function refusal(resolve: ReturnType<typeof createModelResolver>): Promise<HttpError> {
  const error = await resolve(caller, 'm').catch((err: unknown) => err);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 400 });
  return error as HttpError;
}

describe('model resolver: the stored credential is judged again when it is used', () => {
  it('refuses a plain-http private URL saved while private URLs were allowed, once they are not', async () => {
    const error = await refusal(resolverWith('openai', 'http://127.0.0.1:4101/v1', false));
    expect(error.message).toBe(
      'The openai credential cannot be used: baseUrl must use https; plain http is allowed only when private provider URLs are enabled',
    );
  });

  it.each([
    'https://127.0.0.1:8443',
    'https://10.0.0.5/v1',
    'https://169.254.169.254',
    'https://[::ffff:7f00:1]',
    'https://[64:ff9b::a00:5]',
  ])('refuses %s without naming the address', async (baseUrl) => {
    const error = await refusal(resolverWith('google', baseUrl, false));
    expect(error.message).toMatch(/^The google credential cannot be used: .*private, loopback or link-local/);
    expect(error.message).not.toContain(new URL(baseUrl).hostname);
  });

  it('opens the credential when its URL passes: public https, the vendor default, or private URLs allowed', async () => {
    for (const resolve of [
      resolverWith('openai', 'https://20.40.60.80/v1', false),
      resolverWith('openai', null, false),
      resolverWith('openai', 'http://127.0.0.1:4101/v1', true),
    ]) {
      expect((await resolve(caller, 'm')).credential.apiKey).toBe(API_KEY);
    }
  });

  it('lets the local runtime (ollama) keep its plain-http loopback URL', async () => {
    const resolved = await resolverWith('ollama', 'http://127.0.0.1:11434', false)(caller, 'm');
    expect(resolved.credential).toMatchObject({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:11434' });
  });
});
