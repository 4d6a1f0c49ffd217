import { ConfigError, loadConfig } from '@csg/config';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/db', JWT_SECRET: 'x'.repeat(32) };

describe('the diagnostics configuration', () => {
  it('deploys no optional component and no container runtime by default, and looks for TLS on 127.0.0.1:443', () => {
    const config = loadConfig(configSchema, base);
    expect(config.ML_DETECTOR_URL).toBeUndefined();
    expect(config.DOCKER_SOCKET).toBeUndefined();
    expect(config.EDGE_URL).toBe('http://127.0.0.1:3000');
    expect(config.DETECTION_URL).toBe('http://127.0.0.1:3102');
    expect([config.TLS_PROBE_HOST, config.TLS_PROBE_PORT, config.APPLIANCE]).toEqual(['127.0.0.1', 443, false]);
  });

  it('names each bad variable without echoing its value', () => {
    const bad = () =>
      loadConfig(configSchema, { ...base, CODE_SAFETY_URL: 'ftp://s3cret@host', DOCKER_SOCKET: 'docker.sock' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'CODE_SAFETY_URL: must be an http(s) URL',
        'DOCKER_SOCKET: must be an absolute path',
      ]);
      expect((err as Error).message).not.toContain('s3cret');
    }
  });

  it('refuses two container runtimes at once', () => {
    expect(() =>
      loadConfig(configSchema, { ...base, DOCKER_SOCKET: '/var/run/docker.sock', KUBE_API_URL: 'https://k8s:6443' }),
    ).toThrow(/KUBE_API_URL: set either DOCKER_SOCKET or KUBE_API_URL, not both/);
  });
});
