/** A line of a text and where it starts; the line break is not part of it. */
export interface TextLine {
  text: string;
  start: number;
}

/** Splits on CRLF, CR and LF alike, keeping offsets so edits can be spliced back. */
export function splitLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (const match of text.matchAll(breaks)) {
    lines.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), start });
  return lines;
}
