import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isBase64Jwt, isExampleJwt, isJwt } from './jwt.ts';
import { base64Url } from '../test-tokens.ts';

function sign(header: object, payload: object, key: string): string {
  const unsigned = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

const payload = { sub: 'u-1', role: 'reader' };

describe('JWT checks', () => {
  it('accepts a token whose header decodes to a JOSE header', () => {
    expect(isJwt(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'k'))).toBe(true);
    expect(isJwt(`${base64Url('{"alg":"none"}')}.${base64Url('{}')}.`)).toBe(true);
  });

  it('rejects headers that are not JSON objects with JOSE fields', () => {
    expect(isJwt(`${base64Url('plain text')}.${base64Url('{}')}.sig`)).toBe(false);
    expect(isJwt(`${base64Url('{"name":"x"}')}.${base64Url('{}')}.sig`)).toBe(false);
    expect(isJwt(`${base64Url('[1,2]')}.${base64Url('{}')}.sig`)).toBe(false);
  });

  it('rejects a signed token whose payload does not decode, but not a truncated one', () => {
    const token = sign({ alg: 'HS256', typ: 'JWT' }, payload, 'k');
    const [header, body] = token.split('.') as [string, string];
    const edited = `${header}.${body.slice(0, 12)}Zq9${body.slice(15)}.${token.split('.')[2]}`;
    expect(isJwt(edited)).toBe(false);
    expect(isJwt(`${header}.${body.slice(0, 20)}`)).toBe(true);
  });

  it('recognises tokens signed with the published example keys', () => {
    expect(isExampleJwt(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'your-256-bit-secret'))).toBe(true);
    expect(isExampleJwt(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'a-real-signing-key-9f2c'))).toBe(false);
  });

  it('decodes a base64-wrapped JWT', () => {
    const token = sign({ alg: 'HS256' }, payload, 'k');
    expect(isBase64Jwt(Buffer.from(token).toString('base64'))).toBe(true);
    expect(isBase64Jwt(Buffer.from('eyJ but not a token').toString('base64'))).toBe(false);
  });
});
