import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes the listener and every connection through it: the database is gone (ECONNREFUSED). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL FATAL ErrorResponse message, as the server sends it before it closes a connection. */
function fatal(code: string, message: string): Buffer {
  const body = Buffer.from(`${['SFATAL', 'VFATAL', `C${code}`, `M${message}`].join('\0')}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/**
 * How `cut` ends a connection instead of passing a client's chunk on: `reset` (RST, ECONNRESET), or
 * `terminate` (FATAL 57P01 then close, as pg_terminate_backend or a fast shutdown does).
 */
export type Cut = 'reset' | 'terminate';

/**
 * A loopback TCP proxy to `target`, to take a database away and bring it back without touching it.
 * `cut` sees every chunk a client sends, and may end its connection there instead.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  { cut }: { cut?: (chunk: Buffer) => Cut | undefined } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.on('data', (chunk: Buffer) => {
          const how = cut?.(chunk);
          if (!how) return void upstream.write(chunk);
          upstream.destroy();
          if (how === 'reset') client.resetAndDestroy();
          else client.end(fatal('57P01', 'terminating connection due to administrator command'));
        });
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });
  const down = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { port, down, up: listen, close: down };
}

/** A listener whose connections `greet` handles; closed with every connection it holds. */
async function startListener(greet: (socket: Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    greet(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts connections and never answers: a database host that drops packets. */
export const startSilentListener = () => startListener(() => undefined);

/**
 * Answers the first message of every connection as PostgreSQL does while it recovers after a
 * crash: FATAL 57P03, "the database system is starting up", then closes.
 */
export const startRecoveringServer = () =>
  startListener((socket) =>
    socket.once('data', () => socket.end(fatal('57P03', 'the database system is starting up'))),
  );
