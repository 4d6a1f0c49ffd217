import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A plain node:http server on a free loopback port, for upstreams and fakes in tests. */
export async function startHttpServer(handler: RequestListener): Promise<TestHttpServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
