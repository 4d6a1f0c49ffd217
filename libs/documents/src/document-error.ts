/**
 * Why a file could not be read or rewritten. The API maps `unsupported` to 415, `too-large` to 413,
 * `busy` (every reader occupied and the queue full: nothing wrong with the file) to 503, and the
 * rest to 422 `Document could not be parsed`; `detail` is for logs and never holds file text.
 */
export type DocumentFailure = 'unsupported' | 'too-large' | 'encrypted' | 'corrupt' | 'too-complex' | 'busy';

export class DocumentError extends Error {
  readonly failure: DocumentFailure;
  readonly detail: string;

  constructor(failure: DocumentFailure, detail: string) {
    super(`${failure}: ${detail}`);
    this.name = 'DocumentError';
    this.failure = failure;
    this.detail = detail;
  }
}
