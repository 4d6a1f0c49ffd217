import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

serviceAppContract({
  service: 'detection',
  configSchema,
  buildApp,
  env: { JWT_SECRET: 'detection-test-secret-0123456789abcdef' },
});
