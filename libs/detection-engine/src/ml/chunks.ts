/**
 * Where a text is cut for a model to score each piece: at line breaks and sentence ends, pieces
 * merged up to MIN_CHUNK characters and cut at a space past MAX_CHUNK. An instruction hidden in one
 * paragraph of a long document scores on its own instead of being averaged away by the rest.
 */

const MIN_CHUNK = 48;
const MAX_CHUNK = 600;

const isBreak = (c: number): boolean => c === 10 || c === 13;
const isSentenceEnd = (c: number): boolean => c === 46 || c === 33 || c === 63;
const isWideSentenceEnd = (c: number): boolean => c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0x0964;
const isSpace = (c: number): boolean => c === 32 || c === 9;

/** The ends of the natural pieces of text: after a line break, a sentence end and its space, or a wide stop. */
function pieceEnds(text: string): number[] {
  const ends: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (isBreak(c) || isWideSentenceEnd(c) || (isSentenceEnd(c) && (isSpace(next) || isBreak(next)))) ends.push(i + 1);
  }
  if (ends[ends.length - 1] !== text.length) ends.push(text.length);
  return ends;
}

/** [start, end) pairs covering the text in order, flattened: [s0, e0, s1, e1, …]. */
export function chunkText(text: string): number[] {
  const spans: number[] = [];
  let start = 0;
  for (const end of pieceEnds(text)) {
    if (end - start < MIN_CHUNK && end < text.length) continue;
    let from = start;
    while (end - from > MAX_CHUNK) {
      const cut = text.lastIndexOf(' ', from + MAX_CHUNK);
      const at = cut > from + MIN_CHUNK ? cut + 1 : from + MAX_CHUNK;
      spans.push(from, at);
      from = at;
    }
    spans.push(from, end);
    start = end;
  }
  // A short tail joins the chunk before it rather than being scored on a few words.
  const count = spans.length;
  if (
    count >= 4 &&
    spans[count - 1]! - spans[count - 2]! < MIN_CHUNK &&
    spans[count - 1]! - spans[count - 4]! <= MAX_CHUNK
  ) {
    spans.splice(count - 3, 2);
  }
  return spans;
}
