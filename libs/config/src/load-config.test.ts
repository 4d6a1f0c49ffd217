import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.ts';
import { addressList, httpUrl, postgresUrl, serviceEnv } from './env-fields.ts';

const schema = z.object({ ...serviceEnv(3105), DATABASE_URL: postgresUrl(), UPSTREAM_URL: httpUrl().optional() });

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', PORT: '4000' });
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 4000, LOG_LEVEL: 'info', TRUSTED_PROXIES: [] });
  });

  it('lists every problem, one line per variable, without echoing values', () => {
    const secret = 'not-a-url-but-maybe-a-secret';
    let caught: unknown;
    try {
      loadConfig(schema, { PORT: '99999', UPSTREAM_URL: secret });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems).toHaveLength(3);
    expect(problems).toContain('DATABASE_URL: is required but not set');
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems).toContain('UPSTREAM_URL: must be an http(s) URL');
    expect(message).not.toContain(secret);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://x@h/db', LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });

  it('strips the trailing slash of service URLs', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://x@h/db', UPSTREAM_URL: 'http://a:1/' }).UPSTREAM_URL).toBe(
      'http://a:1',
    );
  });
});

describe('addressList', () => {
  it('accepts addresses and CIDR ranges and rejects anything else', () => {
    expect(addressList().parse('127.0.0.1, ::1,10.0.0.0/8')).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(addressList().safeParse('localhost').success).toBe(false);
    expect(addressList().safeParse('10.0.0.0/33').success).toBe(false);
  });
});

describe('serviceEnv: logs and traces', () => {
  it('keeps logs JSON and tracing off unless LOG_PRETTY and OTEL_EXPORTER_OTLP_ENDPOINT say otherwise', () => {
    const base = { DATABASE_URL: 'postgres://x@h/db' };
    const unset = loadConfig(schema, base);
    expect(unset.LOG_PRETTY).toBe(false);
    expect(unset.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const set = loadConfig(schema, {
      ...base,
      LOG_PRETTY: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
    });
    expect(set).toMatchObject({ LOG_PRETTY: true, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' });
    expect(() => loadConfig(schema, { ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
  });
});
