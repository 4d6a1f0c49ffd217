// Decoding every base64 or hex run of a text to see whether it reads as text costs a buffer and a
// string each, and most such runs are keys, hashes and identifiers whose bytes are no UTF-8 at all.
// These functions decode in place and stop at the first byte that proves it: such bytes decode to
// U+FFFD, which no readable text holds. Anything else is left to the real decoder.

/** Feeds bytes one at a time; false once they cannot be the start of valid UTF-8. */
class Utf8Check {
  #continuations = 0;

  accepts(byte: number): boolean {
    if (this.#continuations > 0) {
      if (byte < 0x80 || byte > 0xbf) return false;
      this.#continuations--;
      return true;
    }
    if (byte < 0x80) return true;
    if (byte >= 0xc2 && byte <= 0xdf) this.#continuations = 1;
    else if (byte >= 0xe0 && byte <= 0xef) this.#continuations = 2;
    else if (byte >= 0xf0 && byte <= 0xf4) this.#continuations = 3;
    else return false;
    return true;
  }

  /** Whether the bytes so far end on a whole character. */
  get complete(): boolean {
    return this.#continuations === 0;
  }
}

/** Six-bit values of the base64 alphabets (standard and URL-safe); -1 elsewhere. */
const SEXTET = new Int8Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((c, i) => {
  SEXTET[c.charCodeAt(0)] = i;
});
SEXTET['-'.charCodeAt(0)] = 62;
SEXTET['_'.charCodeAt(0)] = 63;

/**
 * False when view[start, end), base64 characters only, cannot decode to UTF-8 text; true when it
 * may (then decode it for real). Trailing bits that make no whole byte are dropped, as decoders do.
 */
export function base64MayBeText(view: string, start: number, end: number): boolean {
  const check = new Utf8Check();
  let bits = 0;
  let count = 0;
  for (let p = start; p < end; p++) {
    bits = ((bits << 6) | (SEXTET[view.charCodeAt(p)] ?? 0)) & 0xffff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      if (!check.accepts((bits >>> count) & 0xff)) return false;
    }
  }
  return check.complete;
}

const nibble = (code: number): number => (code <= 57 ? code - 48 : (code | 32) - 87);

/** The same for view[start, end), an even number of hex digits. */
export function hexMayBeText(view: string, start: number, end: number): boolean {
  const check = new Utf8Check();
  for (let p = start; p + 1 < end; p += 2) {
    if (!check.accepts((nibble(view.charCodeAt(p)) << 4) | nibble(view.charCodeAt(p + 1)))) return false;
  }
  return check.complete;
}
