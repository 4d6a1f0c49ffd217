import { principalOf, type RouteAuth } from '@csg/auth';
import {
  UNSUPPORTED_DOCUMENT_MESSAGE,
  analyzeDocumentBodySchema,
  redactJobAcceptedSchema,
  redactJobSchema,
  type DocumentOptions,
} from '@csg/contracts';
import type { DocumentCodec } from '@csg/documents';
import { badRequest, notFound, sessionNotFound, unsupportedMediaType } from '@csg/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeDocument } from './document-input.ts';
import { readDocumentUpload, type DocumentUpload } from './document-upload.ts';
import type { RedactJobs } from './redact-jobs.ts';

const config = { auth: { accept: ['jwt'], roles: 'any' } satisfies RouteAuth, licence: 'document-analysis' } as const;
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';

interface RedactJobServices {
  jobs: Pick<RedactJobs, 'submit' | 'get'>;
  sniff: DocumentCodec['sniff'];
  isSessionOf: (tenantId: string, sessionId: string) => Promise<boolean>;
}

/** The analyze body as JSON, checked here: the route also takes multipart, so no one body schema fits. */
function jsonDocument(body: unknown): DocumentUpload {
  const parsed = analyzeDocumentBodySchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String), code: i.code, message: i.message }));
    throw badRequest('Invalid request body', { issues });
  }
  const { documentBase64, ...options } = parsed.data;
  return { bytes: decodeDocument(documentBase64), options };
}

export const redactJobRoutes: FastifyPluginAsyncZod<RedactJobServices> = async (app, { jobs, sniff, isSessionOf }) => {
  const read = (request: FastifyRequest): Promise<DocumentUpload> =>
    request.isMultipart() ? readDocumentUpload(request.parts()) : Promise.resolve(jsonDocument(request.body));

  // What can be refused at once is refused here (size, type, session); what needs the whole reading
  // (a corrupt file) is the job's failure.
  const accept = async (request: FastifyRequest, { sessionId, filename }: DocumentOptions, bytes: Buffer) => {
    const { tenantId } = principalOf(request);
    if (sessionId !== undefined && !(await isSessionOf(tenantId, sessionId))) throw sessionNotFound();
    if (sniff(bytes, filename) === null) throw unsupportedMediaType(UNSUPPORTED_DOCUMENT_MESSAGE);
  };

  app.post(
    '/document-analysis/redact-jobs',
    {
      config,
      schema: {
        operationId: 'createRedactJob',
        summary: 'Start a background redaction of an uploaded document',
        response: { 202: redactJobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const { bytes, options } = await read(request);
      await accept(request, options, bytes);
      const principal = principalOf(request);
      const job = await jobs.submit(principal.tenantId, {
        documentBase64: bytes.toString('base64'),
        options,
        caller: { principal, clientAddress: request.ip },
      });
      return reply.code(202).send({ jobId: job.jobId, status: 'queued' as const });
    },
  );

  app.get(
    '/document-analysis/redact-jobs/:jobId',
    {
      config,
      schema: {
        operationId: 'getRedactJob',
        summary: 'Status and result of a redaction job',
        params: z.object({ jobId: z.string() }),
        response: { 200: redactJobSchema },
      },
    },
    async (request) => {
      const job = await jobs.get(principalOf(request).tenantId, request.params.jobId);
      if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
      return job;
    },
  );
};
