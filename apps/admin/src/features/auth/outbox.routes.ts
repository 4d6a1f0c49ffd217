import { principalOf } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, paginatedSchema, paginationQuerySchema } from '../../shared/pagination.ts';
import { SUPERADMIN } from '../../shared/route-auth.ts';
import type { AuthRepo } from './auth.repo.ts';
import { outboxMessageSchema } from './auth.schemas.ts';
import { redactResetLinks } from './password-reset.service.ts';

/**
 * GET /admin/outbox: mail the gateway wrote, newest first. Without SMTP_URL this is how reset
 * links reach people: a superadmin reads the message here and hands the link over. Rule 7 lets
 * a viewer through any role requirement on a read, so a viewer sees the list with every reset
 * link masked: a live link would let it take over any account.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ repo: Pick<AuthRepo, 'listOutbox'> }> = async (app, { repo }) => {
  app.get(
    '/admin/outbox',
    {
      config: { auth: SUPERADMIN },
      schema: {
        operationId: 'listOutbox',
        summary: 'Mail the gateway wrote, newest first',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(outboxMessageSchema) },
      },
    },
    async (request) => {
      const mayUseLinks = principalOf(request).role === 'superadmin';
      const { rows, total } = await repo.listOutbox(request.query);
      const data = rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body: mayUseLinks ? row.body : redactResetLinks(row.body),
        deliveredVia: row.deliveredVia,
        createdAt: row.createdAt.toISOString(),
      }));
      return envelope(data, total, request.query);
    },
  );
};
