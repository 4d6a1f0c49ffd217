import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';

/** /image-analysis/* and /document-analysis/*: OCR, document parsing, redaction. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('media-analysis', config);
  return app;
}
