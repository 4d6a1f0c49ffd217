import { existsSync } from 'node:fs';
import { loadConfig } from '@csg/config';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../config.ts';
import { collectContainers, containerRuntime } from './container-runtime.ts';
import { SERVICE_ACCOUNT_DIR } from './kubernetes.ts';

const config = (env: Record<string, string>) =>
  loadConfig(configSchema, { DATABASE_URL: 'postgres://h/db', JWT_SECRET: 'x'.repeat(32), ...env });

describe('the container runtime', () => {
  it('is none unless configured, then Docker, a named Kubernetes API, or the cluster the pod runs in', () => {
    expect(containerRuntime(config({}))).toBeUndefined();
    expect(containerRuntime(config({ DOCKER_SOCKET: '/var/run/docker.sock' }))?.runtime).toBe('docker');
    expect(containerRuntime(config({ KUBE_API_URL: 'https://k8s:6443' }))?.runtime).toBe('kubernetes');
    expect(containerRuntime(config({ KUBERNETES_SERVICE_HOST: '10.96.0.1' }))?.runtime).toBe('kubernetes');
  });

  // Inside a pod the account's files exist and the cluster's API would be called.
  it.skipIf(existsSync(SERVICE_ACCOUNT_DIR))(
    'reports a pod without its service account’s CA in the section, without calling the API unverified',
    async () => {
      const runtime = containerRuntime(config({ KUBERNETES_SERVICE_HOST: '10.96.0.1' }));
      const { containers } = await collectContainers(runtime, 1_000);
      expect(containers).toEqual({ runtime: 'kubernetes', items: [], error: 'no service-account CA' });
    },
  );
});
