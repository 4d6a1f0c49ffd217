import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { JWT_SECRET } from './harness.ts';

serviceAppContract({ service: 'diagnostics', configSchema, buildApp, env: { JWT_SECRET } });
