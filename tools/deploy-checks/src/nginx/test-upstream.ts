import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: IncomingHttpHeaders;
}

/** How long the event stream waits for the client to report its first frame before going on anyway. */
export const SSE_PATIENCE_MS = 3_000;

/**
 * A stand-in for the edge behind the TLS front: an event stream that writes its first frame, then
 * holds the last one back until the client says it has the first (so a buffering proxy shows as a
 * client that gets nothing until the end), an upload that counts its bytes, and a header echo.
 */
export class TestUpstream {
  readonly seen: SeenRequest[] = [];
  /** The order things happened in, across the upstream and the test's clients. */
  readonly events: string[] = [];
  private release: (() => void) | undefined;
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      this.seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        httpVersion: req.httpVersion,
        headers: req.headers,
      });
      if (req.url === '/sse') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('data: first\n\n');
        this.events.push('upstream:first');
        const released = new Promise<string>((resolve) => {
          this.release = () => resolve('client');
          setTimeout(() => resolve('timeout'), SSE_PATIENCE_MS).unref();
        });
        void released.then((by) => {
          this.events.push(`upstream:last (released by ${by})`);
          res.end('data: last\n\ndata: [DONE]\n\n');
        });
      } else if (req.url === '/upload') {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => res.end(JSON.stringify({ bytes })));
      } else {
        req.resume();
        res.end(JSON.stringify({ ok: true }));
      }
    });
  }

  /** Forgets what happened so far, before another stream. */
  resetEvents(): void {
    this.events.length = 0;
  }

  /** Called by a client when the first frame has reached it. */
  clientSawFirst(client: string): void {
    this.events.push(`${client}:first`);
    this.release?.();
  }

  async listen(): Promise<number> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
