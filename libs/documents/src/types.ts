import { DOCUMENT_FILE_TYPES, type DocumentFileType } from '@csg/contracts';

/** The document types the gateway reads (the chat document part types), as the API contract names them. */
export const DOCUMENT_TYPES = DOCUMENT_FILE_TYPES;
export type DocumentType = DocumentFileType;

/** Where a piece of text sits in its file; which fields are set depends on the type. */
export interface TextLocation {
  page?: number;
  sheet?: string;
  cell?: string;
  row?: number;
  column?: number;
  paragraph?: number;
  line?: number;
}

/**
 * The part of a file a segment comes from. Detection runs over every part, so a name in the
 * author property or a comment is found (and removed) like one in the body.
 */
export type DocumentPart =
  'body' | 'table' | 'header' | 'footer' | 'footnote' | 'comment' | 'metadata' | 'link' | 'sheet-name' | 'cell' | 'ocr';

/** One run of text as it reads in the file, with its place; offsets index `text` (UTF-16). */
export interface TextSegment {
  text: string;
  part: DocumentPart;
  location: TextLocation;
}

export interface ExtractedDocument {
  type: DocumentType;
  /** Pages for PDF; null for types without pages. */
  pageCount: number | null;
  segments: TextSegment[];
}

/** A span of one segment to remove, and the placeholder that replaces it where text can stay. */
export interface Redaction {
  segment: number;
  start: number;
  end: number;
  /** `[EMAIL_ADDRESS]`; a format that cannot hold text (a raster page) paints over instead. */
  placeholder: string;
}

/** Bounds that keep hostile files from costing unbounded time or memory. */
export interface DocumentLimits {
  maxBytes: number;
  maxPages: number;
  /** Total size of a zip's parts once inflated (zip bombs). */
  maxInflatedBytes: number;
  /** Characters of extracted text; past it the file is refused rather than half-read. */
  maxTextChars: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 500,
  maxInflatedBytes: 200 * 1024 * 1024,
  maxTextChars: 5_000_000,
};

/** Reads an image (a PNG of a scanned page) and returns its text; the image engines, injected. */
export type PageOcr = (png: Buffer, signal?: AbortSignal) => Promise<string>;

export interface ExtractOptions {
  limits?: DocumentLimits;
  /** Without it a page with no text layer contributes no text. */
  ocr?: PageOcr;
  signal?: AbortSignal;
}
