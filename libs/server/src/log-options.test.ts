import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-options.ts';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('replaces credential query parameters in logged URLs', () => {
    expect(redactUrl('/x?token=abc&page=2&api_key=k')).toBe('/x?token=%5BREDACTED%5D&page=2&api_key=%5BREDACTED%5D');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('never writes the Authorization header, passwords or keys to the log', async () => {
    const { lines, stream } = captureLogs();
    const app = Fastify({ logger: { ...loggerOptions('test', 'info'), stream } });
    app.post('/login', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'debugging a request');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login?access_token=tok-123',
      headers: { authorization: 'Bearer gw_key_abc', cookie: 'sid=s3cr3t' },
      payload: { username: 'alice', password: 'hunter2', apiKey: 'sk-live-1' },
    });
    await app.close();
    const output = lines.join('');
    for (const secret of ['gw_key_abc', 's3cr3t', 'hunter2', 'sk-live-1', 'tok-123'])
      expect(output).not.toContain(secret);
    expect(output).toContain('"username":"alice"');
    expect(output).toContain('[REDACTED]');
  });
});
