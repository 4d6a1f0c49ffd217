import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { DEPLOY_DIR } from '../repo-paths.ts';

const ENTRYPOINT = join(DEPLOY_DIR, 'nginx/entrypoint.sh');
const TEMPLATE = join(DEPLOY_DIR, 'nginx/gateway.conf.template');
const READY_TIMEOUT_MS = 15_000;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TlsFrontOptions {
  upstreamPort: number;
  /** Extra environment for the entry point, e.g. a broken setting. */
  env?: Record<string, string>;
}

/**
 * The appliance's TLS front as its container runs it (deploy/nginx/entrypoint.sh with the
 * shipped template), on free high ports instead of 443/80, with its certificate and nginx prefix
 * in a temporary folder, as a child process in the foreground.
 */
export class TlsFront {
  readonly dir = mkdtempSync(join(tmpdir(), 'csg-tls-front-'));
  readonly tlsDir = join(this.dir, 'tls');
  readonly logFile = join(this.dir, 'output.log');
  httpsPort = 0;
  httpPort = 0;
  private child: ChildProcess | undefined;

  constructor() {
    // nginx's workers run as nobody when the tests run as root: they must reach the prefix.
    chmodSync(this.dir, 0o755);
    mkdirSync(this.tlsDir);
  }

  /** Starts the entry point; resolves once TLS answers, rejects with nginx's output if it exits. */
  async start(options: TlsFrontOptions): Promise<void> {
    this.httpsPort = await freePort();
    this.httpPort = await freePort();
    const log = openSync(this.logFile, 'a');
    const child = spawn('sh', [ENTRYPOINT], {
      env: {
        PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin`,
        HTTPS_PORT: String(this.httpsPort),
        HTTP_PORT: String(this.httpPort),
        UPSTREAM: `127.0.0.1:${options.upstreamPort}`,
        TLS_DIR: this.tlsDir,
        TLS_HOSTNAME: 'localhost',
        NGINX_PREFIX: join(this.dir, 'nginx'),
        NGINX_TEMPLATE: TEMPLATE,
        ...options.env,
      },
      // A file, not a pipe: node's pipes are sockets, which nginx cannot open as /dev/stdout
      // (the access log's path in the shipped configuration, as in a container).
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`the TLS front exited (${String(code)}): ${this.output}`);
    });
    // Observed here too: the process exits at stop(), long after the race.
    exited.catch(() => undefined);
    await Promise.race([this.waitForTls(), exited]);
  }

  /** What the entry point and nginx have written so far. */
  get output(): string {
    try {
      return readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  /** Runs the entry point to its end (for settings it must refuse before starting nginx). */
  static async refusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const front = new TlsFront();
    try {
      const child = spawn('sh', [ENTRYPOINT], {
        env: { PATH: '/usr/bin:/bin', TLS_DIR: front.tlsDir, NGINX_PREFIX: join(front.dir, 'nginx'), ...env },
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      return { code, output };
    } finally {
      front.cleanUp();
    }
  }

  private async waitForTls(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && this.child?.exitCode === null) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: this.httpsPort, rejectUnauthorized: false }, () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the TLS front did not answer within ${READY_TIMEOUT_MS} ms: ${this.output}`);
  }

  /** Stops nginx (the entry point exec'd it, so the child is nginx's master) and removes the folder. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    this.cleanUp();
  }

  private cleanUp(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
