import { serviceAppContract } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

serviceAppContract({ service: 'media-analysis', configSchema, buildApp });
