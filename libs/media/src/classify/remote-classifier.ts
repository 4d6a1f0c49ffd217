import { DOCUMENT_TYPES } from '@csg/contracts';
import { ComponentError, createJsonClient } from '@csg/detection-engine';
import { z } from 'zod';
import type { DocumentKind } from './document-type.ts';

/** What the doc-classifier component answers to `POST /classify` (docs/components.md). */
const replySchema = z.object({ type: z.enum(DOCUMENT_TYPES), confidence: z.number().min(0).max(1) });

export interface RemoteClassification {
  type: DocumentKind;
  confidence: number;
}

export interface RemoteClassifier {
  /**
   * The component's answer for an image, or null when it is down, late, refuses or answers
   * something else (fail-open: the rules classify instead). Never rejects.
   */
  classify(image: Buffer, format: string): Promise<RemoteClassification | null>;
  close(): Promise<void>;
}

export interface RemoteClassifierOptions {
  /** From the moment the image is sent; OCR runs meanwhile, so a prompt component costs nothing. */
  timeoutMs: number;
  onSkip?: (reason: ComponentError['reason']) => void;
}

/** The doc-classifier component at `baseUrl` (the value of DOC_CLASSIFIER_URL). */
export function createRemoteClassifier(baseUrl: string, options: RemoteClassifierOptions): RemoteClassifier {
  const client = createJsonClient(baseUrl, { connections: 8, maxReplyBytes: 64 * 1024 });
  return {
    async classify(image, format) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const reply = replySchema.safeParse(
          await client.post('/classify', { imageBase64: image.toString('base64'), format }, signal),
        );
        if (reply.success) return reply.data;
        options.onSkip?.('invalid-reply');
      } catch (error) {
        const reason = error instanceof ComponentError ? error.reason : signal.aborted ? 'timeout' : 'unreachable';
        options.onSkip?.(reason);
      }
      return null;
    },
    close: () => client.close(),
  };
}
