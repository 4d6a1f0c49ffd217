import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/listening-service.ts');

it('exits 1 at once with one line naming the address and PORT when the port is taken, with no stack', async () => {
  const holder = createServer();
  holder.listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const { port } = holder.address() as AddressInfo;
  try {
    const child = spawn(process.execPath, [FIXTURE], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toBe(`fixture-service: cannot listen on 127.0.0.1:${port}: the port is in use (set PORT)\n`);
  } finally {
    holder.close();
  }
});
