import { fork } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { whenListening, type UrlChild } from './child-url.ts';

/**
 * The floor of the gateway's shape: a bare Node HTTP proxy that forwards each request to
 * PASS_THROUGH_TARGET (an origin) and streams the answer back, with keep-alive upstream and nothing
 * else: no parsing, no logging, no checks. Two of them in a row (client → proxy → proxy → mock) are
 * the two-hop pass-through the gateway (client → edge → chat-pipeline → mock) is compared with.
 */
function serve(target: URL): void {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
  process.once('disconnect', () => process.exit(0));
  process.once('SIGTERM', () => process.exit(0));
}

if (process.env.PASS_THROUGH_TARGET && process.send) serve(new URL(process.env.PASS_THROUGH_TARGET));

/** One pass-through proxy in a process of its own, forwarding to `targetOrigin`; its URL is an origin. */
export function startPassThrough(targetOrigin: string): Promise<UrlChild> {
  const child = fork(import.meta.filename, {
    env: { ...process.env, PASS_THROUGH_TARGET: targetOrigin },
    stdio: 'inherit',
  });
  return whenListening(child, 'a pass-through proxy');
}
