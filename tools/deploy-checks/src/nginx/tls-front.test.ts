import { once } from 'node:events';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { join } from 'node:path';
import { connect as tlsConnect, type PeerCertificate } from 'node:tls';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithCommands } from '../system-tools.ts';
import { TestUpstream } from './test-upstream.ts';
import { TlsFront } from './tls-front.ts';

const MiB = 1024 * 1024;
const upstream = new TestUpstream();
const front = new TlsFront();
let ca: Buffer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS/1.1 request that trusts only the front's own certificate; answers even if the upload is cut short. */
function https(options: RequestOptions, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port: front.httpsPort, ca, ...options }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // nginx answers 413 without reading an oversized body, and may close while it is still being sent.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    req.end(body);
  });
}

describeWithCommands(
  ['nginx', 'openssl'],
  'apt-get install -y --no-install-recommends nginx-light openssl',
  'the TLS front (deploy/nginx: entrypoint.sh and the shipped gateway.conf.template, nginx-light)',
  () => {
    beforeAll(async () => {
      const upstreamPort = await upstream.listen();
      await front.start({ upstreamPort });
      ca = readFileSync(join(front.tlsDir, 'tls.crt'));
    }, 30_000);
    afterAll(async () => {
      await front.stop();
      await upstream.close();
    });

    it('makes a certificate at first start that verifies for localhost and 127.0.0.1, its key readable by its owner only', async () => {
      expect(statSync(join(front.tlsDir, 'tls.key')).mode & 0o077).toBe(0);
      const socket = tlsConnect({ host: '127.0.0.1', port: front.httpsPort, ca, servername: 'localhost' });
      await once(socket, 'secureConnect');
      const certificate: PeerCertificate = socket.getPeerCertificate();
      expect(socket.authorized).toBe(true);
      expect(socket.getProtocol()).toMatch(/^TLSv1\.[23]$/);
      expect(certificate.subjectaltname).toBe('DNS:localhost, DNS:localhost, IP Address:127.0.0.1');
      socket.end();
    });

    it('forwards over HTTP/1.1 with X-Forwarded-For appended, its own X-Request-Id and the scheme', async () => {
      const answer = await https({
        path: '/echo',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'chosen-by-the-client' },
      });
      expect(answer.status).toBe(200);
      const seen = upstream.seen.find((r) => r.url === '/echo');
      expect(seen?.httpVersion).toBe('1.1');
      expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(seen?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(seen?.headers['x-forwarded-proto']).toBe('https');
    });

    it('streams an event stream unbuffered: the first frame arrives before the upstream writes the last', async () => {
      upstream.resetEvents();
      const answer = await new Promise<string>((resolve, reject) => {
        const req = httpsRequest({ host: '127.0.0.1', port: front.httpsPort, ca, path: '/sse' }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('data: first') && !upstream.events.includes('https:first'))
              upstream.clientSawFirst('https');
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer).toBe('data: first\n\ndata: last\n\ndata: [DONE]\n\n');
      expect(upstream.events).toEqual(['upstream:first', 'https:first', 'upstream:last (released by client)']);
    });

    // nginx 1.22 passes HTTP/2 frames on even with proxy_buffering on; the HTTP/1.1 test above is
    // the one that catches buffering. This one shows streams work over h2 with the shipped file.
    it('streams it over HTTP/2 as well', async () => {
      upstream.resetEvents();
      const session = http2Connect(`https://localhost:${front.httpsPort}`, { ca });
      try {
        await once(session, 'connect');
        expect(session.alpnProtocol).toBe('h2');
        const stream = session.request({ ':path': '/sse' });
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('data: first') && !upstream.events.includes('h2:first')) upstream.clientSawFirst('h2');
        });
        await once(stream, 'end');
        expect(text).toContain('data: [DONE]');
        expect(upstream.events).toEqual(['upstream:first', 'h2:first', 'upstream:last (released by client)']);
      } finally {
        session.close();
      }
    });

    it('passes a 50 MiB body whole, and refuses 50 MiB + 1 byte with 413 before it reaches the upstream', async () => {
      const limit = Buffer.alloc(50 * MiB, 0x61);
      const passed = await https({ method: 'POST', path: '/upload' }, limit);
      expect(passed.status).toBe(200);
      expect(JSON.parse(passed.body)).toEqual({ bytes: 50 * MiB });

      const uploadsBefore = upstream.seen.filter((r) => r.url === '/upload').length;
      const refused = await https({ method: 'POST', path: '/upload' }, Buffer.alloc(50 * MiB + 1, 0x61));
      expect(refused.status).toBe(413);
      expect(upstream.seen.filter((r) => r.url === '/upload')).toHaveLength(uploadsBefore);
    }, 60_000);

    it('redirects plain HTTP to HTTPS, path and query kept', async () => {
      const answer = await new Promise<Answer>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: front.httpPort, path: '/chat/completions?stream=true' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
        })
          .on('error', reject)
          .end();
      });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`https://127.0.0.1:${front.httpsPort}/chat/completions?stream=true`);
    });

    it('refuses a certificate without its key, and settings that would break the configuration', async () => {
      const halfDir = new TlsFront();
      writeFileSync(join(halfDir.tlsDir, 'tls.crt'), 'not used\n');
      const half = await TlsFront.refusal({ TLS_DIR: halfDir.tlsDir });
      await halfDir.stop();
      expect(half.code).toBe(1);
      expect(half.output).toMatch(/holds one of tls\.crt and tls\.key but not the other/);

      expect((await TlsFront.refusal({ UPSTREAM: 'edge; evil' })).output).toMatch(/UPSTREAM must be host:port/);
      expect((await TlsFront.refusal({ HTTPS_PORT: '44x' })).output).toMatch(/ports must be numbers/);
    });
  },
);
