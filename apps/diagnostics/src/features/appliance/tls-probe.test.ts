import { describe, expect, it } from 'vitest';
import { serverHeader } from './tls-probe.ts';

describe('serverHeader', () => {
  it('reads the Server header of an HTTP response head, whatever its case', () => {
    expect(serverHeader('HTTP/1.1 301 Moved\r\nLocation: /\r\nserver: Caddy')).toBe('Caddy');
  });

  it('reads nothing from a head that is not an HTTP response, or has no Server header', () => {
    expect(serverHeader('SSH-2.0-OpenSSH_9.6\r\nServer: fake')).toBeUndefined();
    expect(serverHeader('HTTP/1.1 200 OK\r\nContent-Length: 0')).toBeUndefined();
  });

  it('keeps printable characters only, at most 200 of them', () => {
    expect(serverHeader(`HTTP/1.1 200 OK\r\nServer: nginx\u0000\u001b[31m${'a'.repeat(500)}`)).toMatch(
      /^nginx\[31ma+$/,
    );
    expect(serverHeader(`HTTP/1.1 200 OK\r\nServer: ${'a'.repeat(500)}`)?.length).toBe(200);
  });
});
