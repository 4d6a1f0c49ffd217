import { describe, expect, it } from 'vitest';
import { ALNUM, BASE64, findSecrets, randomToken, URL_SAFE } from '../test-tokens.ts';

const storageKey = `${randomToken(BASE64, 86, 1)}==`;
const registryKey = `${randomToken(BASE64, 42, 2)}+ACR${randomToken(ALNUM, 6, 3)}`;
const refreshToken = `1.A${randomToken(URL_SAFE, 60, 4)}.AgAB${randomToken(URL_SAFE, 300, 5)}`;
const cachePassword = randomToken(ALNUM, 44, 6);

describe('Azure credentials', () => {
  it.each([
    ['storage key in a setting', `ACCOUNT_KEY || "${storageKey}"`, 'AZURE_STORAGE_KEY', storageKey],
    ['storage key as an argument', `-storagekey ${storageKey}\n-container backups`, 'AZURE_STORAGE_KEY', storageKey],
    [
      'container registry password',
      `docker login r.azurecr.io -u r -p ${registryKey}`,
      'AZURE_CONTAINER_REGISTRY_KEY',
      registryKey,
    ],
    ['Entra ID refresh token', `"refresh_token": "${refreshToken}"`, 'AZURE_REFRESH_TOKEN', refreshToken],
    [
      'cache connection string',
      `app.redis.cache.windows.net:6380,password=${cachePassword},ssl=True`,
      'CONNECTION_STRING',
      cachePassword,
    ],
  ])('finds a %s', (_name, text, type, value) => {
    expect(findSecrets(text)).toContainEqual({ type, value });
  });

  it.each([
    ['a storage key of the wrong length', `storage_key = "${randomToken(BASE64, 84, 7)}=="`],
    [
      'the storage emulator key',
      `AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==`,
    ],
    ['a registry password without the signature', `password: ${randomToken(BASE64, 52, 8)}`],
    [
      'a truncated refresh token',
      `"refresh_token": "0.A${randomToken(URL_SAFE, 50, 9)}.AgAB${randomToken(URL_SAFE, 40, 10)}..."`,
    ],
    ['a cache on a port Azure does not use', `app.redis.cache.windows.net:6381,password=${cachePassword},ssl=False`],
  ])('ignores %s', (_name, text) => {
    expect(
      findSecrets(text).filter((finding) => finding.type.startsWith('AZURE') || finding.type === 'CONNECTION_STRING'),
    ).toEqual([]);
  });
});
