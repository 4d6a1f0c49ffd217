import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake } from './fakes.ts';
import { useDiagnostics } from './harness.ts';

const h = useDiagnostics();
const closers: (() => void)[] = [];
let cert: { key: Buffer; cert: Buffer };

beforeAll(() => {
  // A throw-away self-signed certificate, made for this file (openssl is part of the machine).
  const dir = mkdtempSync(join(tmpdir(), 'csg-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=test/O=Front Proxy',
      '-days',
      '1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  cert = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const close of closers) close();
});

/** A TLS listener on a loopback port that treats each connection as `onSecure` says; returns the port. */
async function tlsServer(onSecure: (socket: TLSSocket) => void): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer(cert, onSecure);
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  const address = server.address();
  return String(typeof address === 'object' && address ? address.port : 0);
}

/** Answers the first request with `head` once it has read the request's head. */
const answering = (head: string) => (socket: TLSSocket) => {
  let request = '';
  socket.on('data', (chunk: Buffer) => {
    request += chunk.toString('latin1');
    if (request.includes('\r\n\r\n')) socket.end(head);
  });
};

describe('what serves TLS on 443', () => {
  it('is named by the Server header of its answer to HEAD /', async () => {
    const port = await tlsServer(answering('HTTP/1.1 200 OK\r\nServer: nginx/1.25.3\r\nContent-Length: 0\r\n\r\n'));
    const { body } = await h.snapshot(await h.build({ TLS_PROBE_PORT: port }));
    expect(body.appliance.tls.servedBy).toBe('nginx/1.25.3');
    expect(body.findings.map((f) => f.id)).not.toContain('tls-443-not-served');
  });

  it('is named by its certificate’s subject when it answers without a Server header', async () => {
    const port = await tlsServer(answering('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n'));
    const { body } = await h.snapshot(await h.build({ TLS_PROBE_PORT: port }));
    expect(body.appliance.tls.servedBy).toBe('CN=test, O=Front Proxy');
  });

  it('is named by its certificate’s subject when it completes the handshake and says nothing', async () => {
    const port = await tlsServer((socket) => socket.end());
    const { body } = await h.snapshot(await h.build({ TLS_PROBE_PORT: port }));
    expect(body.appliance.tls.servedBy).toBe('CN=test, O=Front Proxy');
  });

  it('is null when the port speaks plain HTTP, not TLS, with the warning finding', async () => {
    const plain = await startFake(() => ({ status: 200, body: {} }));
    const { body } = await h.snapshot(await h.build({ TLS_PROBE_PORT: new URL(plain.url).port }));
    expect(body.appliance.tls.servedBy).toBeNull();
    expect(body.findings).toContainEqual(expect.objectContaining({ id: 'tls-443-not-served', severity: 'warning' }));
  });

  it('is null when nothing listens: a warning on a development machine, critical on an appliance', async () => {
    const dev = await h.snapshot(await h.build());
    expect(dev.body.appliance.tls.servedBy).toBeNull();
    expect(dev.body.findings).toContainEqual({
      id: 'tls-443-not-served',
      severity: 'warning',
      component: 'tls-front-proxy',
      message: expect.stringMatching(/^nothing answers TLS on 127\.0\.0\.1:\d+/) as string,
    });

    const appliance = await h.snapshot(await h.build({ APPLIANCE: 'true' }));
    expect(appliance.body.findings).toContainEqual(
      expect.objectContaining({ id: 'tls-443-not-served', severity: 'critical' }),
    );
  });
});
