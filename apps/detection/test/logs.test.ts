import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { completeSetup, useTestDatabase } from '@csg/testing';
import { describe, expect, it } from 'vitest';

const db = useTestDatabase();
const MAIN = resolve(import.meta.dirname, '../src/main.ts');

describe('detection logs', () => {
  it('never contain a detected value, even at trace level', async () => {
    await completeSetup(db.url);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        JWT_SECRET: 'detection-log-test-secret-0123456789ab',
        LOG_LEVEL: 'trace',
        HOST: '127.0.0.1',
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const port = await new Promise<number>((done, fail) => {
        child.on('message', (m: { type?: string; port?: number }) => m.type === 'listening' && m.port && done(m.port));
        child.once('exit', () => fail(new Error(`exited: ${output}`)));
      });
      const secrets = ['jane.roe@example.org', '4111111111111111', 'AKIAIOSFODNN7EXAMPLQ', '536-22-8726'];
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/guardrails/detect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: `mail ${secrets[0]} card ${secrets[1]} key ${secrets[2]} ssn ${secrets[3]}` }),
      });
      expect(res.status).toBe(200);
      const body = await res.text();
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      expect(output).toContain('incoming request');
      for (const secret of secrets) {
        expect(output).not.toContain(secret);
        expect(body).not.toContain(secret);
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
