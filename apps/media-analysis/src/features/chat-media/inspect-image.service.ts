import { reportedEntity, type InspectImageBody, type InspectedImage } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import { badRequest } from '@csg/errors';
import {
  DEFAULT_IMAGE_LIMITS,
  decodeImageInput,
  inspectImage,
  redactImage,
  type AnalyzeImageRequest,
  type ImageAnalysis,
  type ImageFormat,
} from '@csg/media';
import { refusingBadImages } from '../image-analysis/image-input.ts';

/** What the model providers take; the others are read here but cannot be passed on. */
const PROVIDER_FORMATS: Partial<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
export const FORMAT_NOT_FOR_MODELS_MESSAGE = 'Images sent to a model must be PNG, JPEG, WebP or GIF';

interface InspectImageDeps {
  analyze: (request: AnalyzeImageRequest) => Promise<ImageAnalysis>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
}

/**
 * A chat image, read and scanned with the request's filter before a model sees it, and the copy the
 * model may see: masked regions painted and, even when nothing was masked, metadata (EXIF GPS,
 * camera, PNG text) stripped by re-encoding.
 */
export function createInspectImageService({ analyze, resolveFilter }: InspectImageDeps) {
  return async (body: InspectImageBody): Promise<InspectedImage> => {
    const filter = await resolveFilter(body.content_filter);
    return refusingBadImages(async () => {
      const image = decodeImageInput(body.image, DEFAULT_IMAGE_LIMITS);
      const info = await inspectImage(image, DEFAULT_IMAGE_LIMITS);
      const mimeType = PROVIDER_FORMATS[info.format];
      if (!mimeType) throw badRequest(FORMAT_NOT_FOR_MODELS_MESSAGE);
      const analysis = await analyze({
        imageBase64: image.toString('base64'),
        redactPii: true,
        confidenceThreshold: 0,
        language: 'auto',
        ocrEngine: 'paddleocr',
        policy: filter.policy,
      });
      const data = analysis.redactedImageBase64 ?? (await redactImage(image, [], info)).toString('base64');
      return {
        action: analysis.action,
        mimeType,
        data,
        piiCount: analysis.piiDetections.length,
        entities: (analysis.entities ?? []).map((entity) => reportedEntity(entity)),
      };
    });
  };
}

export type InspectImageService = ReturnType<typeof createInspectImageService>;
