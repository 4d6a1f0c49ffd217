import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, EDGE_APP, INTERNAL_APPS, SERVICE_PORTS } from '@csg/config';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkAppConfig } from '../app-config/check-app-config.ts';
import { envOf, readStages } from '../image/dockerfile.ts';
import { DEPLOY_DIR } from '../repo-paths.ts';
import { describeWithCommands } from '../system-tools.ts';
import { readCompose, type ComposeService } from './read-compose.ts';

const COMPOSE = join(DEPLOY_DIR, 'compose.yaml');
const compose = readCompose(COMPOSE);
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const INTERNAL = INTERNAL_APPS.map((app) => app.name);
const portOf = (app: string) =>
  app === EDGE_APP.name ? EDGE_APP.port : SERVICE_PORTS[app as keyof typeof SERVICE_PORTS];

describeWithCommands(
  ['docker-compose'],
  'apt-get install -y --no-install-recommends docker-compose',
  'docker-compose reads deploy/compose.yaml',
  () => {
    it('as valid (config -q)', () => {
      const run = spawnSync('docker-compose', ['-f', COMPOSE, 'config', '-q'], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    });

    it('with the same environment these checks read (anchors, merges, defaults)', () => {
      const run = spawnSync('docker-compose', ['-f', COMPOSE, 'config'], { encoding: 'utf8' });
      const resolved = parse(run.stdout) as { services: Record<string, ComposeService> };
      const strings = (s: ComposeService | undefined) =>
        Object.fromEntries(Object.entries(s?.environment ?? {}).map(([k, v]) => [k, String(v)]));
      for (const name of Object.keys(compose.services)) {
        expect(strings(resolved.services[name]), name).toEqual(strings(service(name)));
      }
    });
  },
);

describe('deploy/compose.yaml as an appliance', () => {
  it('runs the seven apps, the one-off secrets and migrate steps, PostgreSQL, Redis and the TLS front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [...APP_NAMES, 'secrets', 'migrate', 'postgres', 'redis', 'tls-front'].sort(),
    );
  });

  it('builds each app from deploy/Dockerfile with APP set to its name, and migrate from the fleet tool', () => {
    for (const app of APP_NAMES) {
      expect(service(app).build, app).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile', args: { APP: app } });
    }
    expect(service('migrate').build?.args).toEqual({ APP: 'fleet', MAIN: 'tools/fleet/src/migrate.ts' });
  });

  it('restarts what serves, never the one-off steps, and checks the health of everything that serves', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      const oneOff = name === 'secrets' || name === 'migrate';
      expect(s.restart, name).toBe(oneOff ? 'no' : 'unless-stopped');
      if (oneOff) expect(s.healthcheck, name).toEqual({ disable: true });
      else expect(s.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    for (const app of APP_NAMES) expect(service(app).healthcheck?.test?.join(' ')).toContain('/health');
  });

  it('starts in order: secrets, PostgreSQL, migrate once, the apps, the edge once all are healthy, then the front', () => {
    expect(service('postgres').depends_on).toEqual({ secrets: { condition: 'service_completed_successfully' } });
    expect(service('migrate').depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const app of INTERNAL) {
      expect(service(app).depends_on?.migrate, app).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(service('edge-gateway').depends_on).toEqual(
      Object.fromEntries(INTERNAL.map((app) => [app, { condition: 'service_healthy' }])),
    );
    expect(service('tls-front').depends_on).toEqual({ 'edge-gateway': { condition: 'service_healthy' } });
  });

  it('publishes HTTPS on 443, the redirect on 80, and the edge on 3000; nothing else', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(Object.fromEntries(published.map(([name, s]) => [name, s.ports]))).toEqual({
      'tls-front': ['443:443', '80:80'],
      'edge-gateway': ['3000:3000'],
    });
  });

  it('mounts the secrets read-only wherever they are read, writable only by the secrets step', () => {
    expect(service('secrets').volumes).toEqual(['secrets:/run/csg-secrets']);
    for (const [name, s] of Object.entries(compose.services)) {
      const fileVars = Object.entries(s.environment ?? {}).filter(([key]) => key.endsWith('_FILE'));
      if (name === 'secrets' || fileVars.length === 0) continue;
      expect(s.volumes, name).toContain('secrets:/run/csg-secrets:ro');
      for (const [key, path] of fileVars)
        expect(String(path), `${name} ${key}`).toMatch(/^\/run\/csg-secrets\/[a-z_]+$/);
    }
  });

  it('lets only the TLS front tell the edge a client address, and only the fleet network tell the apps', () => {
    const front = service('tls-front').networks as Record<string, { ipv4_address?: string }>;
    const subnet = compose.networks.fleet?.ipam?.config?.[0]?.subnet;
    expect(service('edge-gateway').environment?.TRUSTED_PROXIES).toBe(front.fleet?.ipv4_address);
    expect(subnet).toBe('172.30.57.0/24');
    expect(front.fleet?.ipv4_address?.startsWith('172.30.57.')).toBe(true);
    for (const app of INTERNAL) expect(service(app).environment?.TRUSTED_PROXIES, app).toBe(subnet);
  });
});

describe('each app accepts the environment compose gives it (its own schema, through the image entry point)', () => {
  // The secrets step's real output, and the image's own ENV beneath the service's.
  const secretsDir = mkdtempSync(join(tmpdir(), 'csg-compose-secrets-'));
  afterAll(() => rmSync(secretsDir, { recursive: true, force: true }));
  const uid = String(process.getuid?.() ?? 0);
  const made = spawnSync('sh', [join(DEPLOY_DIR, 'image/secrets-init.sh')], {
    env: { PATH: '/usr/bin:/bin', SECRETS_DIR: secretsDir, APP_UID: uid, POSTGRES_UID: uid },
    encoding: 'utf8',
  });
  const imageEnv = envOf(readStages(join(DEPLOY_DIR, 'Dockerfile'))[1] ?? { from: '', instructions: [] });

  const envFor = (app: string) => {
    const env: Record<string, string> = { HOST: imageEnv.HOST ?? '', PORT: imageEnv.PORT ?? '' };
    for (const [key, value] of Object.entries(service(app).environment ?? {})) {
      env[key] = String(value).replace('/run/csg-secrets', secretsDir);
    }
    return env;
  };

  it('(the secrets step ran)', () => {
    expect(made.status, made.stderr).toBe(0);
  });

  it.each(APP_NAMES)('%s', (app) => {
    const { problems, config } = checkAppConfig(app, envFor(app), join(DEPLOY_DIR, 'image/entrypoint.sh'));
    expect(problems).toEqual([]);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PORT).toBe(portOf(app));
    if (app !== EDGE_APP.name) expect(config.MIGRATE_ON_START).toBe(false);
    // Every other app it is told about is the compose service of that name, on that app's port.
    for (const other of INTERNAL) {
      const url = config[`${other.toUpperCase().replaceAll('-', '_')}_URL`];
      if (url !== undefined) expect(url, `${app} → ${other}`).toBe(`http://${other}:${portOf(other)}`);
    }
  });

  it('(the edge is told where every internal app is)', () => {
    const { config } = checkAppConfig(EDGE_APP.name, envFor(EDGE_APP.name));
    expect(Object.keys(config).filter((key) => key.endsWith('_URL'))).toHaveLength(INTERNAL.length);
  });
});
