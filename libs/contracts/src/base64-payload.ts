// The API's binary fields are raw base64; a data URI is what a browser's FileReader hands over, so
// its prefix is accepted and dropped. Only the base64 form of a data URI carries binary safely.
const DATA_URI = /^data:[^,;]*(?:;[^,;]*)*?;base64,/i;
const LINE_BREAKS_AND_SPACES = /[ \t\r\n]+/g;
// Standard alphabet, padding optional (many encoders omit it); url-safe `-`/`_` are not base64 here.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type Base64Payload = { bytes: Buffer } | { refused: 'too-large' | 'not-base64' };

/**
 * Turns a base64 field (optionally a `data:…;base64,` URI) into bytes. The size rule runs on the
 * encoded length (× 3 / 4), before any decoding, so an oversized body costs no allocation of its
 * decoded form.
 */
export function decodeBase64Payload(input: string, maxBytes: number): Base64Payload {
  let body = input;
  if (/^data:/i.test(input)) {
    const prefix = DATA_URI.exec(input.slice(0, 256));
    if (!prefix) return { refused: 'not-base64' };
    body = input.slice(prefix[0].length);
  }
  const payload = body.replace(LINE_BREAKS_AND_SPACES, '');
  if ((payload.length * 3) / 4 > maxBytes) return { refused: 'too-large' };
  // A length of 4n+1 cannot come from any byte string.
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) return { refused: 'not-base64' };
  return { bytes: Buffer.from(payload, 'base64') };
}
