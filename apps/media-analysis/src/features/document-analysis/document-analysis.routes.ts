import { principalOf, type RouteAuth } from '@csg/auth';
import {
  analyzeDocumentBodySchema,
  documentAnalysisResultSchema,
  fileResponse,
  supportedTypesResponseSchema,
} from '@csg/contracts';
import { notFound } from '@csg/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyzeDocumentService } from './analyze-document.service.ts';
import { attachment } from './content-disposition.ts';
import type { DocumentCopies } from './document-copies.repo.ts';
import { decodeDocument } from './document-input.ts';
import { readDocumentUpload } from './document-upload.ts';
import { supportedTypes } from './supported-types.ts';

/** JWT only, any role: a gateway API key is refused with 401 (specification "Document analysis"). */
const DOCUMENT_AUTH: RouteAuth = { accept: ['jwt'], roles: 'any' };
const config = { auth: DOCUMENT_AUTH, licence: 'document-analysis' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const COPY_NOT_FOUND_MESSAGE = 'Document not found';

interface DocumentAnalysisServices {
  analyze: AnalyzeDocumentService;
  copies: Pick<DocumentCopies, 'find'>;
}

export const documentAnalysisRoutes: FastifyPluginAsyncZod<DocumentAnalysisServices> = async (
  app,
  { analyze, copies },
) => {
  const caller = (request: FastifyRequest) => ({
    principal: principalOf(request),
    clientAddress: request.ip,
  });

  app.post(
    '/document-analysis/analyze',
    {
      config,
      schema: {
        operationId: 'analyzeDocument',
        summary: 'Analyse a base64 document for PII',
        body: analyzeDocumentBodySchema,
        response: { 200: documentAnalysisResultSchema },
      },
    },
    async (request) => {
      const { documentBase64, ...options } = request.body;
      return analyze(decodeDocument(documentBase64), options, caller(request));
    },
  );

  app.post(
    '/document-analysis/analyze-file',
    {
      config,
      schema: {
        operationId: 'analyzeDocumentFile',
        summary: 'Analyse an uploaded document (multipart) for PII',
        response: { 200: documentAnalysisResultSchema },
      },
    },
    async (request) => {
      const upload = await readDocumentUpload(request.parts());
      return analyze(upload.bytes, upload.options, caller(request));
    },
  );

  app.get(
    '/document-analysis/supported-types',
    {
      config,
      schema: {
        operationId: 'listSupportedDocumentTypes',
        summary: 'Document types the analysis reads',
        response: { 200: supportedTypesResponseSchema },
      },
    },
    () => supportedTypes(),
  );

  // Another tenant's copy, an unknown or malformed id and an expired copy are all the same 404.
  app.get(
    '/document-analysis/:id/download',
    {
      config,
      schema: {
        operationId: 'downloadDocumentCopy',
        summary: 'Download a redacted copy of an analysed document',
        params: z.object({ id: z.string() }),
        response: { 200: fileResponse('The redacted copy, with its own content type') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const copy = UUID.test(id) ? await copies.find(principalOf(request).tenantId, id) : null;
      if (!copy) throw notFound(COPY_NOT_FOUND_MESSAGE);
      return reply
        .header('content-type', copy.contentType)
        .header('content-disposition', attachment(copy.filename))
        .header('cache-control', 'no-store')
        .send(copy.content);
    },
  );
};
