import type { DocumentType } from './types.ts';

/** What each type is called on disk and on the wire; the first MIME type is the one a download carries. */
export const DOCUMENT_FORMATS: Record<DocumentType, { extensions: string[]; mimeTypes: string[] }> = {
  pdf: { extensions: ['.pdf'], mimeTypes: ['application/pdf'] },
  docx: {
    extensions: ['.docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  xlsx: {
    extensions: ['.xlsx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  csv: { extensions: ['.csv'], mimeTypes: ['text/csv', 'application/csv'] },
  txt: { extensions: ['.txt', '.text', '.log'], mimeTypes: ['text/plain'] },
};

/** The name a document goes by: the caller's, else `document.<type>`. */
export const documentName = (filename: string | undefined, type: DocumentType): string =>
  filename ?? `document.${type}`;

/** `<name>.redacted.<ext>`: the name without its extension, then the type's own extension. */
export function redactedName(filename: string | undefined, type: DocumentType): string {
  const name = documentName(filename, type);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.redacted.${type}`;
}
