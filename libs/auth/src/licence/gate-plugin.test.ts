import { createServer } from '@csg/server';
import { afterEach, describe, expect, it } from 'vitest';
import { licenceGatePlugin } from './gate-plugin.ts';
import { COMMUNITY_LICENCE, type LicenceState } from './state.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function appWith(state: LicenceState) {
  const app = createServer({ service: 'licence-gate-test', logLevel: 'silent', trustedProxies: [] });
  close = () => app.close();
  await app.register(licenceGatePlugin, { reader: { current: async () => state } });
  app.get('/chat', { config: { licence: 'chat' } }, async () => ({ ok: true }));
  app.get('/open', async () => ({ ok: true }));
  return app;
}

describe('licenceGatePlugin', () => {
  it('lets a route through under the community licence, which includes chat', async () => {
    const app = await appWith(COMMUNITY_LICENCE);
    expect((await app.inject('/chat')).statusCode).toBe(200);
  });

  it('answers 402 LICENSE_EXPIRED on a gated route when the licence has expired, and leaves other routes alone', async () => {
    const app = await appWith({ ...COMMUNITY_LICENCE, status: 'expired' });
    const gated = await app.inject('/chat');
    expect(gated.statusCode).toBe(402);
    expect(gated.json()).toMatchObject({ statusCode: 402, code: 'LICENSE_EXPIRED' });
    expect((await app.inject('/open')).statusCode).toBe(200);
  });

  it('answers 403 FEATURE_NOT_LICENSED when the licence in force lacks the feature', async () => {
    const app = await appWith({ ...COMMUNITY_LICENCE, features: new Set(['detection']) });
    const res = await app.inject('/chat');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_LICENSED', feature: 'chat' });
  });
});
