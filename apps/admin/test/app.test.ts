import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

serviceAppContract({ service: 'admin', configSchema, buildApp, env: ADMIN_TEST_ENV });
