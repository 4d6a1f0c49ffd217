/**
 * Where a text is cut for a model to score each piece: at line breaks and sentence ends, pieces
 * merged up to MIN_CHUNK characters and cut at a space past MAX_CHUNK. An instruction hidden in one
 * paragraph of a long document scores on its own instead of being averaged away by the rest.
 */

const MIN_CHUNK = 48;
const MAX_CHUNK = 600;

/**
 * What ends a natural piece: a line break, a wide stop (。！？।), or a sentence end followed by a
 * space or a line break. Found by one regular expression rather than a loop of character tests:
 * the matcher is native code, and over 2 KB the loop cost some 15 µs.
 */
const PIECE_END = /[\n\r\u3002\uff01\uff1f\u0964]|[.!?](?=[ \t\n\r])/g;

/** The ends of the natural pieces of text, the last one the text's end. */
function pieceEnds(text: string): number[] {
  const ends: number[] = [];
  PIECE_END.lastIndex = 0;
  while (PIECE_END.exec(text) !== null) ends.push(PIECE_END.lastIndex);
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
