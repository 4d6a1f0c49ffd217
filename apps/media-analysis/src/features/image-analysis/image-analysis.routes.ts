import { principalOf, type RouteAuth } from '@csg/auth';
import {
  analyzeImageBodySchema,
  compareOcrBodySchema,
  compareOcrResponseSchema,
  imageAnalysisResultSchema,
  ocrEnginesResponseSchema,
} from '@csg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyzeService } from './analyze.service.ts';
import type { CompareOcrService } from './compare-ocr.service.ts';
import type { OcrEnginesService } from './ocr-engines.service.ts';

/** JWT only, any role: a gateway API key is refused with 401 (specification "Image analysis"). */
const IMAGE_AUTH: RouteAuth = { accept: ['jwt'], roles: 'any' };
const config = { auth: IMAGE_AUTH, licence: 'image-analysis' } as const;

interface ImageAnalysisServices {
  analyze: AnalyzeService;
  compareOcr: CompareOcrService;
  ocrEngines: OcrEnginesService;
}

export const imageAnalysisRoutes: FastifyPluginAsyncZod<ImageAnalysisServices> = async (
  app,
  { analyze, compareOcr, ocrEngines },
) => {
  app.post(
    '/image-analysis/analyze',
    {
      config,
      schema: {
        operationId: 'analyzeImage',
        summary: 'Analyse an image (OCR then PII detection)',
        body: analyzeImageBodySchema,
        response: { 200: imageAnalysisResultSchema },
      },
    },
    async (request) => analyze(request.body, { principal: principalOf(request), clientAddress: request.ip }),
  );

  app.get(
    '/image-analysis/ocr-engines',
    {
      config,
      schema: {
        operationId: 'listOcrEngines',
        summary: 'OCR engines and whether each is available',
        response: { 200: ocrEnginesResponseSchema },
      },
    },
    () => ocrEngines(),
  );

  app.post(
    '/image-analysis/compare-ocr',
    {
      config,
      schema: {
        operationId: 'compareOcr',
        summary: 'Run an image through several OCR engines and compare',
        body: compareOcrBodySchema,
        response: { 200: compareOcrResponseSchema },
      },
    },
    async (request) => compareOcr(request.body),
  );
};
