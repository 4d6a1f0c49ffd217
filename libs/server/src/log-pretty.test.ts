import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions, PRETTY_TRANSPORT } from './log-options.ts';

const dir = mkdtempSync(join(tmpdir(), 'csg-log-pretty-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The app's logger with LOG_PRETTY on, its pretty lines written to a file instead of stdout. */
async function prettyLinesOf(write: (log: FastifyBaseLogger) => void): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.log`);
  const options = loggerOptions('pretty-test', 'info', true);
  const transport = {
    ...PRETTY_TRANSPORT,
    options: { ...PRETTY_TRANSPORT.options, destination: file, colorize: false },
  };
  const app = Fastify({ logger: { ...options, transport } });
  write(app.log);
  await app.close();
  // The transport's worker writes after the app's thread hands the line over.
  const deadline = Date.now() + 10_000;
  let text = '';
  while (Date.now() < deadline && !text.includes('pretty-test-done')) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
  }
  return text;
}

describe('LOG_PRETTY', () => {
  it('is off unless asked for: production lines stay JSON', () => {
    expect(loggerOptions('x', 'info')).not.toHaveProperty('transport');
  });

  it('writes a readable line (time, level, message) instead of JSON, and still redacts credentials', async () => {
    const text = await prettyLinesOf((log) => {
      log.info({ apiKey: 'sk-live-pretty-secret', user: 'alice' }, 'signed in');
      log.info('pretty-test-done');
    });
    const line = text.split('\n').find((l) => l.includes('signed in')) ?? '';
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: signed in \{/);
    expect(line).not.toMatch(/^\{/);
    expect(line).toContain('"alice"');
    expect(line).toContain('[REDACTED]');
    expect(text).not.toContain('sk-live-pretty-secret');
  });
});
