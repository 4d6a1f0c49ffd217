export type { Box } from './box.ts';
export type { OcrEngine, OcrEngineId, OcrEngineStatus, OcrLine, OcrOptions, OcrResult, OcrWord } from './ocr/types.ts';
export { decodeImageInput } from './image/decode-image-input.ts';
export { ImageInputError, type ImageErrorCode } from './image/image-error.ts';
export { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './image/image-limits.ts';
export { inspectImage, type ImageFormat, type ImageInfo } from './image/inspect-image.ts';
export { imageForOcr } from './image/ocr-input.ts';
export { DEFAULT_REDACT_PADDING, redactImage, type RedactOptions } from './image/redact-image.ts';
