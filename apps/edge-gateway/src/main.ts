import { runService } from '@csg/server';
import { buildApp } from './app.ts';
import { configSchema } from './config.ts';

await runService('edge-gateway', configSchema, buildApp);
