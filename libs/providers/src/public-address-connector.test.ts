import type { LookupAddress } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import type { LookupAll } from './host-lookup.ts';
import { NonPublicAddressError, publicOnlyLookup } from './public-address-connector.ts';
import { collect, failure, textOf, useMockProvider } from './test-support.ts';

const hosted = useMockProvider('openai', 'gpt-4o');
const localRuntime = useMockProvider('ollama', 'llama3.1:8b');

/** What publicOnlyLookup answers net's connect with. */
function lookUp(lookupAll: LookupAll, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>(
    (resolve) =>
      publicOnlyLookup(lookupAll)('provider.example', { all }, (error, address, family) =>
        resolve({ error, address, family }),
      ),
  );
}

/** The mock's URL with another host in front of its port and path. */
const withHost = (url: string, host: string) => url.replace('127.0.0.1', host);

describe('the connect-time lookup', () => {
  it('hands net exactly the addresses it checked, so the socket connects to them and nothing resolves again', async () => {
    const lookupAll = vi.fn(async () => ['20.40.60.80', '2606:4700::1']);
    expect(await lookUp(lookupAll, true)).toEqual({
      error: null,
      address: [
        { address: '20.40.60.80', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookUp(lookupAll, false)).toEqual({ error: null, address: '20.40.60.80', family: 4 });
    expect(lookupAll).toHaveBeenCalledWith('provider.example');
  });

  it('refuses the connection when any address is not public', async () => {
    for (const address of ['127.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '169.254.169.254', 'fd00::1']) {
      const { error } = await lookUp(async () => ['20.40.60.80', address], true);
      expect(error, address).toBeInstanceOf(NonPublicAddressError);
      expect(error?.message, address).not.toContain(address);
    }
  });

  it('fails like the resolver when the name has no address or the lookup fails', async () => {
    expect((await lookUp(async () => [], true)).error).toMatchObject({ code: 'ENOTFOUND' });
    const down = Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    expect((await lookUp(() => Promise.reject(down), true)).error).toBe(down);
  });
});

describe('a provider client that refuses private addresses', () => {
  const strict = () => hosted.client({}, { allowPrivateAddresses: false });

  it.each([
    '127.0.0.1',
    '127.1',
    '0.0.0.0',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::1]',
    '[::127.0.0.1]',
    '[64:ff9b::7f00:1]',
    '[64:ff9b:1::7f00:1]',
    '[2002:7f00:1::]',
  ])('refuses the literal loopback address %s in the URL before a byte is sent', async (host) => {
    const request = hosted.request();
    request.credential.baseUrl = withHost(hosted.mock.url, host);
    const { error } = await failure(strict().streamChat(request));
    expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('not public') as unknown });
    expect(error.cause).toBeInstanceOf(NonPublicAddressError);
    expect(error.message).not.toMatch(/127\.|::|0\.0\.0\.0|7f00/);
    expect(hosted.mock.requests).toHaveLength(0);
  });

  it('refuses a host name the system resolver maps to loopback (localhost, through /etc/hosts)', async () => {
    const request = hosted.request();
    request.credential.baseUrl = withHost(hosted.mock.url, 'localhost');
    const { error } = await failure(strict().streamChat(request));
    expect(error.cause).toBeInstanceOf(NonPublicAddressError);
    expect(hosted.mock.requests).toHaveLength(0);
  });

  it('refuses a name rebound to loopback after the credential was saved: the address is checked as it connects', async () => {
    // DNS rebinding: the name answered a public address when the credential was saved, loopback now.
    const lookup = vi.fn(async () => ['127.0.0.1']);
    const request = hosted.request();
    request.credential.baseUrl = withHost(hosted.mock.url, 'api.rebind.example');
    const { error } = await failure(hosted.client({}, { allowPrivateAddresses: false, lookup }).streamChat(request));
    expect(error.cause).toBeInstanceOf(NonPublicAddressError);
    expect(lookup).toHaveBeenCalledWith('api.rebind.example');
    expect(hosted.mock.requests).toHaveLength(0);
  });

  it('still lets the local runtime (ollama) reach its private address', async () => {
    const client = localRuntime.client({}, { allowPrivateAddresses: false });
    expect(textOf(await collect(client.streamChat(localRuntime.request())))).toContain('You said:');
  });

  it('reaches a hosted provider on loopback once private addresses are allowed', async () => {
    const request = hosted.request();
    request.credential.baseUrl = withHost(hosted.mock.url, 'localhost');
    const client = hosted.client({}, { allowPrivateAddresses: true });
    expect(textOf(await collect(client.streamChat(request)))).toContain('You said:');
  });
});
