import { DocumentError, type DocumentCodec, type ExtractedDocument } from '@csg/documents';

/**
 * A codec of plain text for the routes' own rules: lines are segments, a redaction replaces its
 * span by the placeholder. Content starting `%CORRUPT` cannot be read, `%LOCKED` is encrypted,
 * `%BUSY` meets every reader occupied, and
 * bytes that are not UTF-8 text are of no supported type.
 */
export const fakeCodec: DocumentCodec = {
  sniff: (bytes) => (new TextDecoder('utf-8', { fatal: false }).decode(bytes).includes('\uFFFD') ? null : 'txt'),
  extract: async (bytes): Promise<ExtractedDocument> => {
    const text = bytes.toString('utf8');
    if (text.startsWith('%CORRUPT')) throw new DocumentError('corrupt', 'test file marked corrupt');
    if (text.startsWith('%LOCKED')) throw new DocumentError('encrypted', 'test file marked encrypted');
    if (text.startsWith('%BUSY')) throw new DocumentError('busy', 'test readers marked busy');
    return {
      type: 'txt',
      pageCount: null,
      segments: text.split('\n').map((line, i) => ({ text: line, part: 'body', location: { line: i + 1 } })),
    };
  },
  redact: async (bytes, extracted, redactions) => {
    const lines = extracted.segments.map((s) => s.text);
    for (const r of [...redactions].sort((a, b) => b.start - a.start)) {
      const line = lines[r.segment] ?? '';
      lines[r.segment] = line.slice(0, r.start) + r.placeholder + line.slice(r.end);
    }
    return Buffer.from(lines.join('\n'));
  },
};

/** A multipart/form-data body as a browser sends it: the fields, then the file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----csg-test-boundary-7c1f';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
