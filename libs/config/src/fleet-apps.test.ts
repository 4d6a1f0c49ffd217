import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_NAMES, INTERNAL_APPS, SERVICE_PORTS, callsOf } from './fleet-apps.ts';
import { serviceUrlsEnv } from './service-urls.ts';

describe('the fleet list', () => {
  it('gives the internal apps the ports of architecture.md, and names the edge too', () => {
    expect(SERVICE_PORTS).toEqual({
      'chat-pipeline': 3101,
      detection: 3102,
      'media-analysis': 3103,
      sessions: 3104,
      admin: 3105,
      diagnostics: 3106,
    });
    expect(APP_NAMES).toContain('edge-gateway');
    expect(new Set(APP_NAMES).size).toBe(APP_NAMES.length);
  });

  it('starts every app after the apps it calls', () => {
    const order = INTERNAL_APPS.map((app) => app.name);
    for (const app of INTERNAL_APPS) {
      for (const called of app.calls)
        expect(order.indexOf(called), `${app.name} calls ${called}`).toBeLessThan(order.indexOf(app.name));
    }
  });

  it("gives an app the URL variable of each app it calls, defaulting to that app's port on this host", () => {
    expect(z.object(serviceUrlsEnv(callsOf('sessions'))).parse({})).toEqual({
      CHAT_PIPELINE_URL: 'http://127.0.0.1:3101',
    });
    expect(z.object(serviceUrlsEnv(['detection'])).parse({ DETECTION_URL: 'http://detection:8080/' })).toEqual({
      DETECTION_URL: 'http://detection:8080',
    });
  });
});
