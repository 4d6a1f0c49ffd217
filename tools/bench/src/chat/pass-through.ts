import { fork } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';

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

export interface PassThrough {
  /** Its origin: the mock's paths are asked of it unchanged. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** One pass-through proxy in a process of its own, forwarding to `targetOrigin`. */
export function startPassThrough(targetOrigin: string): Promise<PassThrough> {
  const child = fork(import.meta.filename, {
    env: { ...process.env, PASS_THROUGH_TARGET: targetOrigin },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((done, fail) => {
    child.once('message', (m: { url?: string }) => done({ url: m.url ?? '', pid: child.pid ?? 0, stop }));
    void exited.then(() => fail(new Error('a pass-through proxy exited during start-up')));
  });
}
