import type { RouteAuth } from '@csg/auth';
import { diagnosticsSnapshotSchema, type DiagnosticsSnapshot } from '@csg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * JWT only (an API key is 401), as every /admin path; admin_user and auditor by name, superadmin
 * and viewer (a read) by the role rules. No licence gate: the snapshot is how an operator finds
 * out why the gateway misbehaves, an expired licence included.
 */
const SNAPSHOT_AUTH: RouteAuth = { accept: ['jwt'], roles: ['superadmin', 'admin_user', 'viewer', 'auditor'] };

export const snapshotRoutes: FastifyPluginAsyncZod<{ collect: () => Promise<DiagnosticsSnapshot> }> = async (
  app,
  { collect },
) => {
  // Callers asking while a snapshot is being taken share it: a burst of requests (a dashboard
  // polling from several tabs) costs one round of probes, not one each.
  let current: Promise<DiagnosticsSnapshot> | undefined;
  const shared = () => {
    current ??= collect().finally(() => {
      current = undefined;
    });
    return current;
  };

  app.get(
    '/admin/diagnostics/snapshot',
    {
      config: { auth: SNAPSHOT_AUTH },
      schema: {
        operationId: 'getDiagnosticsSnapshot',
        summary: 'Fleet diagnostics: services, datastores, containers and findings',
        response: { 200: diagnosticsSnapshotSchema },
      },
    },
    async () => shared(),
  );
};
