import { INVALID_IMAGE_MESSAGE } from '@csg/contracts';

/** Why an image was refused; every reason answers 400 with one of the two public messages. */
export type ImageErrorCode =
  'not-base64' | 'too-large' | 'undecodable' | 'unsupported-format' | 'multi-frame' | 'too-many-pixels';

const MB = 1024 * 1024;

/** The public message of the size limit; the default limit reads "…of 10MB" (architecture.md). */
export const tooLargeMessage = (maxBytes: number) =>
  `Image size exceeds maximum allowed size of ${Number((maxBytes / MB).toFixed(2))}MB`;

/**
 * A refused image input. `message` is the exact public text (the app answers 400 with it); `code`
 * says which rule refused it, for logs and metrics: the public text deliberately does not.
 */
export class ImageInputError extends Error {
  readonly code: ImageErrorCode;
  readonly statusCode = 400;

  constructor(code: ImageErrorCode, message: string = INVALID_IMAGE_MESSAGE) {
    super(message);
    this.name = 'ImageInputError';
    this.code = code;
  }
}
