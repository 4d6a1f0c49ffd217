import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

serviceAppContract({
  service: 'chat-pipeline',
  configSchema,
  buildApp,
  env: {
    JWT_SECRET: 'chat-pipeline-test-secret-0123456789abcdef',
    CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  },
});
