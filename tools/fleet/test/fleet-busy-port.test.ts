import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { useTestDatabase } from '@csg/testing';
import { afterEach, expect, it } from 'vitest';
import { isAlive, startFleet, type RunningFleet } from './fleet-process.ts';

const db = useTestDatabase();
const holder = createServer();
let fleet: RunningFleet | undefined;
afterEach(async () => {
  holder.close();
  if (fleet && fleet.child.exitCode === null) {
    fleet.child.kill('SIGINT');
    await fleet.exited;
  }
});

it("stops the apps it started and exits non-zero with the app's one line when the edge's port is taken", async () => {
  holder.listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const { port } = holder.address() as AddressInfo;

  fleet = startFleet({
    EDGE_HOST: '127.0.0.1',
    EDGE_PORT: String(port),
    INTERNAL_PORT_BASE: '0',
    DATABASE_URL: db.url,
    JWT_SECRET: 'fleet-test-secret-0123456789abcdef0123',
    CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  });
  expect(await fleet.exited).toBe(1);
  const output = fleet.output();
  expect(output).toContain(
    `[edge-gateway] edge-gateway: cannot listen on 127.0.0.1:${port}: the port is in use (set PORT)`,
  );
  expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
  expect(output).toContain('[fleet] stopped');
  const pids = fleet.pids();
  expect(pids).toHaveLength(7);
  expect(pids.filter(isAlive)).toEqual([]);
}, 120_000);
