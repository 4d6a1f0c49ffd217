import { describe, expect, it, vi } from 'vitest';
import type { LookupAll } from '../host-lookup.ts';
import { baseUrlProblem, resolvedBaseUrlProblem } from './base-url.ts';

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses;
const neverCalled: LookupAll = vi.fn(async () => {
  throw new Error('lookup must not be called');
});
const strict = { provider: 'openai', allowPrivate: false };
const NOT_PUBLIC = /private, loopback or link-local/;

describe('baseUrl rules when a credential is saved (host names resolved)', () => {
  it('accepts an https URL whose host resolves only to public addresses', async () => {
    expect(
      await resolvedBaseUrlProblem('https://api.example.com/v1', strict, resolvesTo('20.40.60.80', '2606:4700::1')),
    ).toBeNull();
  });

  it('refuses a host name that resolves to a private address, even among public ones (every address is checked)', async () => {
    for (const address of ['10.0.0.7', '127.0.0.1', '::ffff:7f00:1', '64:ff9b::a9fe:a9fe', 'not-an-address']) {
      const problem = await resolvedBaseUrlProblem(
        'https://internal.example.com',
        strict,
        resolvesTo('20.40.60.80', address),
      );
      expect(problem, address).toMatch(NOT_PUBLIC);
    }
  });

  it('refuses a host name that does not resolve, or resolves to nothing', async () => {
    const fails: LookupAll = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await resolvedBaseUrlProblem('https://nothing.invalid', strict, fails)).toMatch(/could not be resolved/);
    expect(await resolvedBaseUrlProblem('https://nothing.invalid', strict, resolvesTo())).toMatch(
      /could not be resolved/,
    );
  });

  it('lets the local runtime (ollama), or any provider with private URLs allowed, skip the lookup', async () => {
    for (const policy of [
      { provider: 'ollama', allowPrivate: false },
      { provider: 'anthropic', allowPrivate: true },
    ]) {
      expect(await resolvedBaseUrlProblem('http://ollama.internal:11434', policy, neverCalled)).toBeNull();
    }
    expect(neverCalled).not.toHaveBeenCalled();
  });
});

describe('baseUrl rules on the face of the URL (when saved and again when used)', () => {
  it('refuses literal non-public addresses, including IPv6 in brackets, its IPv4 forms and numeric IPv4', () => {
    for (const url of [
      'https://127.0.0.1:8443',
      'https://[::1]/v1',
      'https://[fd00::5]',
      'https://[::ffff:127.0.0.1]',
      'https://[::ffff:7f00:1]',
      'https://[64:ff9b::7f00:1]',
      'https://[64:ff9b:1::7f00:1]',
      'https://[2002:a9fe:a9fe::]',
      'https://[::127.0.0.1]',
      'https://169.254.169.254/latest',
      'https://0.0.0.0',
      'https://2130706433/',
      'https://0x7f.1/',
    ]) {
      expect(baseUrlProblem(url, strict), url).toMatch(NOT_PUBLIC);
    }
    expect(baseUrlProblem('https://20.40.60.80', strict)).toBeNull();
    expect(baseUrlProblem('https://[2606:4700::1]', strict)).toBeNull();
  });

  it('leaves a host name to the connection (names are not resolved here)', () => {
    expect(baseUrlProblem('https://localhost:8443', strict)).toBeNull();
  });

  it('refuses plain http unless private URLs are allowed', () => {
    expect(baseUrlProblem('http://20.40.60.80', strict)).toMatch(/must use https/);
    expect(baseUrlProblem('http://20.40.60.80', { provider: 'openai', allowPrivate: true })).toBeNull();
  });

  it('refuses anything but an absolute http(s) URL, and user information in it, whatever the settings', () => {
    for (const allowPrivate of [false, true]) {
      for (const provider of ['openai', 'ollama']) {
        const policy = { provider, allowPrivate };
        expect(baseUrlProblem('ftp://files.example.com', policy)).toMatch(/http or https/);
        expect(baseUrlProblem('file:///etc/passwd', policy)).toMatch(/http or https/);
        expect(baseUrlProblem('api.example.com/v1', policy)).toMatch(/http or https/);
        expect(baseUrlProblem('https://user:pw@api.example.com', policy)).toMatch(/user information/);
      }
    }
  });

  it('lets the local runtime (ollama) use plain http and private addresses', () => {
    const policy = { provider: 'ollama', allowPrivate: false };
    expect(baseUrlProblem('http://127.0.0.1:11434', policy)).toBeNull();
    expect(baseUrlProblem('http://10.0.0.9:11434', policy)).toBeNull();
  });

  it('with ALLOW_PRIVATE_PROVIDER_URLS any provider may use private addresses', () => {
    const policy = { provider: 'anthropic', allowPrivate: true };
    expect(baseUrlProblem('http://10.0.0.9:8080/v1', policy)).toBeNull();
    expect(baseUrlProblem('https://[::1]:8443', policy)).toBeNull();
  });
});
