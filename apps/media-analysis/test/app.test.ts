import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { fakeEngines } from './fake-engines.ts';
import { JWT_SECRET } from './harness.ts';

serviceAppContract({
  service: 'media-analysis',
  configSchema,
  buildApp: (config) => buildApp(config, { engines: fakeEngines([]).engines }),
  env: { JWT_SECRET },
});
