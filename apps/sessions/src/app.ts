import { identityPlugin } from '@csg/auth';
import { createDatabase } from '@csg/db';
import { createSessionRecordsRepo } from '@csg/detections';
import { createUpstreamPool } from '@csg/http';
import type { App } from '@csg/server';
import { createSessionsRepo, createTurnsRepo } from '@csg/session-store';
import { createServiceApp } from '@csg/server/service';
import { sqlInstrumentation } from '@csg/telemetry';
import type { Config } from './config.ts';
import { createChatPipelineClient } from './features/messages/chat-pipeline.client.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { createMessagesService } from './features/messages/messages.service.ts';
import { sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';

/**
 * Turns in flight at once per instance: each holds a session lock on a connection of this pool for
 * the length of its reply. A further turn waits for a connection; the reads never do.
 */
const TURN_CONNECTIONS = 20;

/** /sessions*: server-side conversation state. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL, then the turn connections
  // and the chat pipeline.
  const app = await createServiceApp('sessions', config);
  const turnDb = createDatabase(config.DATABASE_URL, {
    max: TURN_CONNECTIONS,
    applicationName: 'sessions-turns',
    instrument: sqlInstrumentation(),
  });
  const pipeline = createUpstreamPool(config.CHAT_PIPELINE_URL);
  app.addHook('onClose', async () => {
    await Promise.all([turnDb.close(), pipeline.close()]);
  });

  // Cross-cutting: who the caller is and the enforced role rules.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });

  // Feature routes: titles and messages are filtered by the chat pipeline, never stored raw.
  const chatPipeline = createChatPipelineClient(pipeline);
  await app.register(sessionsRoutes, {
    service: createSessionsService({
      repo: createSessionsRepo(app.db),
      records: createSessionRecordsRepo(app.db),
      scanTitle: chatPipeline.scanTitle,
    }),
  });
  await app.register(messagesRoutes, {
    messages: createMessagesService({ turns: createTurnsRepo(turnDb.db), pipeline: chatPipeline, log: app.log }),
    keepAliveMs: config.SSE_KEEP_ALIVE_MS,
  });
  return app;
}
