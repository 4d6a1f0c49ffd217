import { describe, expect, it, vi } from 'vitest';
import { baseUrlProblem, isNonPublicAddress, type LookupAll } from '../src/features/credentials/provider-url.ts';

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses;
const neverCalled: LookupAll = vi.fn(async () => {
  throw new Error('lookup must not be called');
});
const strict = { provider: 'openai', allowPrivate: false };

describe('non-public addresses', () => {
  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.8.9.10', 'IPv4 loopback range'],
    ['10.1.2.3', 'RFC 1918 10/8'],
    ['172.16.0.1', 'RFC 1918 172.16/12'],
    ['172.31.255.255', 'RFC 1918 172.16/12 end'],
    ['192.168.0.10', 'RFC 1918 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd12:3456::1', 'unique-local fc00::/7'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a00:1', 'IPv4-mapped 10.0.0.1 in hex'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ])('%s is not public (%s)', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '20.40.60.80',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe('baseUrl rules', () => {
  it('accepts an https URL whose host resolves only to public addresses', async () => {
    expect(
      await baseUrlProblem('https://api.example.com/v1', {
        ...strict,
        lookup: resolvesTo('20.40.60.80', '2606:4700::1'),
      }),
    ).toBeNull();
  });

  it('refuses a host name that resolves to a private address, even among public ones (every address is checked)', async () => {
    const problem = await baseUrlProblem('https://internal.example.com', {
      ...strict,
      lookup: resolvesTo('20.40.60.80', '10.0.0.7'),
    });
    expect(problem).toMatch(/private, loopback or link-local/);
  });

  it('refuses a host name that does not resolve, or resolves to nothing', async () => {
    const fails: LookupAll = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await baseUrlProblem('https://nothing.invalid', { ...strict, lookup: fails })).toMatch(
      /could not be resolved/,
    );
    expect(await baseUrlProblem('https://nothing.invalid', { ...strict, lookup: resolvesTo() })).toMatch(
      /could not be resolved/,
    );
  });

  it('checks literal addresses without a lookup, including IPv6 in brackets and numeric IPv4 forms', async () => {
    for (const url of [
      'https://127.0.0.1:8443',
      'https://[::1]/v1',
      'https://[fd00::5]',
      'https://2130706433/',
      'https://0x7f.1/',
    ]) {
      expect(await baseUrlProblem(url, { ...strict, lookup: neverCalled }), url).toMatch(
        /private, loopback or link-local/,
      );
    }
    expect(await baseUrlProblem('https://20.40.60.80', { ...strict, lookup: neverCalled })).toBeNull();
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('refuses plain http unless private URLs are allowed', async () => {
    expect(await baseUrlProblem('http://20.40.60.80', { ...strict, lookup: neverCalled })).toMatch(/must use https/);
    expect(
      await baseUrlProblem('http://20.40.60.80', { provider: 'openai', allowPrivate: true, lookup: neverCalled }),
    ).toBeNull();
  });

  it('refuses anything but an absolute http(s) URL, and user information in it, whatever the settings', async () => {
    for (const allowPrivate of [false, true]) {
      for (const provider of ['openai', 'ollama']) {
        const policy = { provider, allowPrivate, lookup: neverCalled };
        expect(await baseUrlProblem('ftp://files.example.com', policy)).toMatch(/http or https/);
        expect(await baseUrlProblem('file:///etc/passwd', policy)).toMatch(/http or https/);
        expect(await baseUrlProblem('api.example.com/v1', policy)).toMatch(/http or https/);
        expect(await baseUrlProblem('https://user:pw@api.example.com', policy)).toMatch(/user information/);
      }
    }
  });

  it('lets the local runtime (ollama) use plain http and private addresses without a lookup', async () => {
    const policy = { provider: 'ollama', allowPrivate: false, lookup: neverCalled };
    expect(await baseUrlProblem('http://127.0.0.1:11434', policy)).toBeNull();
    expect(await baseUrlProblem('http://ollama.internal:11434', policy)).toBeNull();
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('with ALLOW_PRIVATE_PROVIDER_URLS any provider may use private addresses', async () => {
    const policy = { provider: 'anthropic', allowPrivate: true, lookup: neverCalled };
    expect(await baseUrlProblem('http://10.0.0.9:8080/v1', policy)).toBeNull();
    expect(await baseUrlProblem('https://[::1]:8443', policy)).toBeNull();
  });
});
