import { DOCUMENT_FILE_TYPES, MAX_DOCUMENT_BYTES, type SupportedTypesResponse } from '@csg/contracts';
import { DOCUMENT_FORMATS } from '@csg/documents';

/** GET /document-analysis/supported-types: every type is read and redacted in its own format. */
export const supportedTypes = (): SupportedTypesResponse => ({
  types: DOCUMENT_FILE_TYPES.map((type) => ({
    type,
    extensions: DOCUMENT_FORMATS[type].extensions,
    mimeTypes: DOCUMENT_FORMATS[type].mimeTypes,
    redaction: true,
    maxBytes: MAX_DOCUMENT_BYTES,
  })),
});
