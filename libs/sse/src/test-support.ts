// Shared by this library's tests only; not exported from index.ts.
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stream options whose keep-alive interval no test of frames reaches, so no comment shows up in them. */
export const NO_KEEP_ALIVE_DUE = { keepAliveMs: 60_000 } as const;

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** A real node:http server on an ephemeral loopback port, so tests see exactly what goes on the wire. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<TestServer> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export interface RawResponse {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** GET with node:http rather than fetch, to see every header (fetch hides some hop-by-hop ones). */
export function getRaw(url: string, onResponse?: () => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      onResponse?.();
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Resolves with `fallback` after `ms` so a broken stream fails an assertion instead of hanging the test. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);
}

export async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) {
    await Promise.resolve();
    yield part;
  }
}
