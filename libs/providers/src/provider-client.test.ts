import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, failure, textOf, useMockProvider } from './test-support.ts';

const provider = useMockProvider('openai', 'gpt-4o');
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP listener that accepts and never speaks: a TLS handshake to it never completes. */
async function silentTcpPort(): Promise<number> {
  const server = createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('provider client', () => {
  it('reports a refused connection as unavailable', async () => {
    const request = provider.request();
    request.credential.baseUrl = `http://127.0.0.1:${await freePort()}/v1`;
    const { error } = await failure(provider.client().streamChat(request));
    expect(error.kind).toBe('unavailable');
  });

  it('reports a connection that cannot be set up in time as a timeout', async () => {
    const request = provider.request();
    request.credential.baseUrl = `https://127.0.0.1:${await silentTcpPort()}/v1`;
    const { error } = await failure(provider.client({ connectMs: 100 }).streamChat(request));
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringContaining('connect') as unknown });
  });

  it('times out a stream that outlives the total budget, deltas received until then', async () => {
    provider.mock.reply({ deltas: ['a', 'b', 'c', 'd'], deltaDelayMs: 150 });
    const { error, before } = await failure(provider.client({ totalMs: 250 }).streamChat(provider.request()));
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringContaining('250 ms') as unknown });
    expect(textOf(before).length).toBeGreaterThan(0);
    await provider.mock.waitForClientAbort();
  });

  it('never calls the provider when the caller signal has already fired', async () => {
    const { error } = await failure(provider.client().streamChat(provider.request(), { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(provider.mock.requests).toHaveLength(0);
  });

  it('reuses its connection for the next turn once a stream is done', async () => {
    const client = provider.client();
    expect(textOf(await collect(client.streamChat(provider.request())))).toContain('You said:');
    expect(textOf(await collect(client.streamChat(provider.request())))).toContain('You said:');
    expect(provider.mock.requests.map((r) => r.clientAborted)).toEqual([false, false]);
  });
});
