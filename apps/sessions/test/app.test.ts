import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

serviceAppContract({
  service: 'sessions',
  configSchema,
  buildApp,
  env: { JWT_SECRET: 'sessions-test-secret-0123456789abcdef0123' },
});
