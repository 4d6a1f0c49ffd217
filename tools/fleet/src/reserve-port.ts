import { createServer } from 'node:net';

/**
 * A port the edge can take when EDGE_PORT is 0: chosen before the internal apps start, because
 * diagnostics probes the edge and must be told where it will be. Free when returned; the edge binds
 * it a moment later.
 */
export function reservePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
