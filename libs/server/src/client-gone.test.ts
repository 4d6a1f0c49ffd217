import { request } from 'node:http';
import { startHttpServer } from '@csg/testing';
import { describe, expect, it } from 'vitest';
import { abortWhenClientLeaves } from './client-gone.ts';

describe('abortWhenClientLeaves', () => {
  it('aborts when the client leaves mid-response, and not after a complete one', async () => {
    const signals: AbortSignal[] = [];
    const closed = Promise.withResolvers<void>();
    const server = await startHttpServer((req, res) => {
      const signal = abortWhenClientLeaves(res);
      signals.push(signal);
      res.once('close', () => setImmediate(() => signals.length === 2 && closed.resolve()));
      if (req.url === '/complete') res.end('done');
      else res.write('partial');
    });
    try {
      await (await fetch(`${server.url}/complete`)).text();
      await new Promise<void>((resolve) => {
        const req = request(`${server.url}/partial`, (res) => res.once('data', () => (req.destroy(), resolve())));
        req.end();
      });
      await closed.promise;
      expect(signals.map((s) => s.aborted)).toEqual([false, true]);
    } finally {
      await server.close();
    }
  });
});
