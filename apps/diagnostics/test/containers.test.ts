import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFake } from './fakes.ts';
import { useDiagnostics } from './harness.ts';

const h = useDiagnostics();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A fake Docker Engine API on a unix socket, as DOCKER_SOCKET points at one. */
async function fakeDocker(handler: RequestListener): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'csg-docker-'));
  const path = join(dir, 'docker.sock');
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });
  return path;
}

const containers: Record<string, { name: string; status: string; restarts: number; oom: boolean; startedAt: string }> =
  {
    a1b2c3d4e5f6: { name: 'web', status: 'running', restarts: 0, oom: false, startedAt: ago(2 * DAY) },
    b1b2c3d4e5f6: { name: 'worker', status: 'running', restarts: 3, oom: false, startedAt: ago(5 * MINUTE) },
    c1b2c3d4e5f6: { name: 'ocr-gpu', status: 'exited', restarts: 1, oom: true, startedAt: ago(2 * DAY) },
    d1b2c3d4e5f6: { name: 'db', status: 'restarting', restarts: 7, oom: false, startedAt: ago(3 * DAY) },
    e1b2c3d4e5f6: { name: 'old', status: 'running', restarts: 5, oom: false, startedAt: ago(3 * DAY) },
  };
const docker: RequestListener = (req, res) => {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/v1.41/containers/json?all=true') {
    const listed = Object.entries(containers).map(([Id, c]) => ({ Id, Names: [`/${c.name}`], State: c.status }));
    // Removed after the list was taken: its inspection is 404.
    return json(200, [...listed, { Id: 'f1b2c3d4e5f6', Names: ['/gone'], State: 'exited' }]);
  }
  const id = /^\/v1\.41\/containers\/([0-9a-f]+)\/json$/.exec(req.url ?? '')?.[1] ?? '';
  const c = containers[id];
  if (!c) return json(404, { message: 'No such container' });
  json(200, {
    Name: `/${c.name}`,
    RestartCount: c.restarts,
    State: { Status: c.status, OOMKilled: c.oom, StartedAt: c.startedAt },
  });
};

describe('containers', () => {
  it('are null when no container runtime is configured', async () => {
    const { body } = await h.snapshot(await h.build());
    expect(body.containers).toBeNull();
  });

  it('are read from the Docker Engine API on its unix socket, each inspected for restarts and OOM kills', async () => {
    const { body } = await h.snapshot(await h.build({ DOCKER_SOCKET: await fakeDocker(docker) }));
    expect(body.containers).toEqual({
      runtime: 'docker',
      items: [
        { name: 'db', state: 'restarting', restarts: 7, oomKilled: false },
        { name: 'ocr-gpu', state: 'exited', restarts: 1, oomKilled: true },
        { name: 'old', state: 'running', restarts: 5, oomKilled: false },
        { name: 'web', state: 'running', restarts: 0, oomKilled: false },
        { name: 'worker', state: 'running', restarts: 3, oomKilled: false },
      ],
    });
    const containerFindings = body.findings.filter((f) => f.id.startsWith('container-'));
    // Restarts long ago are history, not a finding ("old"); a recent restart or the restarting state is.
    expect(containerFindings.map(({ id, severity, component }) => ({ id, severity, component }))).toEqual([
      { id: 'container-restarting', severity: 'warning', component: 'db' },
      { id: 'container-oom', severity: 'critical', component: 'ocr-gpu' },
      { id: 'container-restarting', severity: 'warning', component: 'worker' },
    ]);
  });

  it('report the Docker API’s refusal in the section, with no items, rather than failing the snapshot', async () => {
    const socket = await fakeDocker((_req, res) => res.writeHead(500).end('boom'));
    const { body } = await h.snapshot(await h.build({ DOCKER_SOCKET: socket }));
    expect(body.containers).toEqual({ runtime: 'docker', items: [], error: 'HTTP 500' });
  });

  it('report a socket path where nothing listens by its code', async () => {
    const { body } = await h.snapshot(await h.build({ DOCKER_SOCKET: join(tmpdir(), 'csg-no-such-docker.sock') }));
    expect(body.containers).toEqual({ runtime: 'docker', items: [], error: 'ENOENT' });
  });
});

describe('containers on Kubernetes', () => {
  const pods = {
    items: [
      {
        metadata: { name: 'gateway-7d9' },
        status: {
          containerStatuses: [
            { name: 'edge', restartCount: 0, state: { running: { startedAt: ago(DAY) } }, lastState: {} },
          ],
        },
      },
      {
        metadata: { name: 'ocr-5f' },
        status: {
          containerStatuses: [
            {
              name: 'ocr',
              restartCount: 4,
              state: { waiting: { reason: 'CrashLoopBackOff' } },
              lastState: { terminated: { reason: 'OOMKilled', finishedAt: ago(MINUTE) } },
            },
          ],
        },
      },
      { metadata: { name: 'pending-1' }, status: {} },
    ],
  };
  it('are read from the namespace’s pods with the token, one item per container', async () => {
    const api = await startFake((path, headers) => {
      if (headers.authorization !== 'Bearer test-token') return { status: 401, body: { reason: 'Unauthorized' } };
      return path === '/api/v1/namespaces/csg/pods' ? { status: 200, body: pods } : { status: 404, body: {} };
    });
    const { body } = await h.snapshot(
      await h.build({ KUBE_API_URL: api.url, KUBE_TOKEN: 'test-token', KUBE_NAMESPACE: 'csg' }),
    );
    expect(api.hits).toEqual(['/api/v1/namespaces/csg/pods']);
    expect(body.containers).toEqual({
      runtime: 'kubernetes',
      items: [
        { name: 'gateway-7d9/edge', state: 'running', restarts: 0, oomKilled: false },
        { name: 'ocr-5f/ocr', state: 'restarting', restarts: 4, oomKilled: true },
      ],
    });
    expect(body.findings.filter((f) => f.component === 'ocr-5f/ocr').map((f) => [f.id, f.severity])).toEqual([
      ['container-oom', 'critical'],
      ['container-restarting', 'warning'],
    ]);
  });

  it('report the API’s refusal (a service account without the right to list pods) in the section', async () => {
    const api = await startFake(() => ({ status: 403, body: { kind: 'Status', reason: 'Forbidden' } }));
    const { body } = await h.snapshot(await h.build({ KUBE_API_URL: api.url, KUBE_TOKEN: 'no-rights' }));
    expect(body.containers).toEqual({ runtime: 'kubernetes', items: [], error: 'HTTP 403' });
    expect(JSON.stringify(body)).not.toContain('no-rights');
  });

  it('refuse an answer that is not a pod list, rather than reading it as one', async () => {
    const api = await startFake(() => ({ status: 200, body: { items: 'nope' } }));
    const { body } = await h.snapshot(await h.build({ KUBE_API_URL: api.url }));
    expect(body.containers).toEqual({ runtime: 'kubernetes', items: [], error: 'unexpected answer' });
  });
});
