import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes the listener and every connection through it: the database is gone (ECONNREFUSED). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to `target`, to take a database away and bring it back without touching it.
 * `resetWhen`: a connection whose client sends a chunk it matches is reset (RST) instead.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  { resetWhen }: { resetWhen?: (chunk: Buffer) => boolean } = {},
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
          if (resetWhen?.(chunk)) {
            client.resetAndDestroy();
            upstream.destroy();
          } else upstream.write(chunk);
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
    socket.once('data', () => {
      const fields = ['SFATAL', 'VFATAL', 'C57P03', 'Mthe database system is starting up'];
      const body = Buffer.from(`${fields.join('\0')}\0\0`);
      const header = Buffer.alloc(5);
      header.write('E');
      header.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([header, body]));
    }),
  );
