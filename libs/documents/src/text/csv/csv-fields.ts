/** One field of a delimited text: its value, and the source range its raw form occupies. */
export interface CsvField {
  row: number;
  column: number;
  start: number;
  end: number;
  value: string;
  quoted: boolean;
}

/**
 * Walks delimited text in one linear pass (RFC 4180, leniently: an unclosed quote runs to the
 * end, text after a closing quote joins the field), yielding fields with 1-based row and column.
 * A line break inside quotes belongs to the field; CRLF, CR and LF end a record; a final line
 * break does not start an empty record.
 */
export function* csvFields(text: string, delimiter: string): Generator<CsvField> {
  let row = 1;
  let column = 1;
  let at = 0;
  while (at < text.length) {
    const start = at;
    let value = '';
    const quoted = text[at] === '"';
    if (quoted) {
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) {
          value += text.slice(at);
          at = text.length;
          break;
        }
        value += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        value += '"';
        at++;
      }
    }
    const rest = at;
    while (at < text.length && text[at] !== delimiter && text[at] !== '\n' && text[at] !== '\r') at++;
    value += text.slice(rest, at);
    yield { row, column, start, end: at, value, quoted };
    if (text[at] === delimiter) {
      column++;
      at++;
      if (at === text.length) yield { row, column, start: at, end: at, value: '', quoted: false };
    } else if (at < text.length) {
      at += text.startsWith('\r\n', at) ? 2 : 1;
      row++;
      column = 1;
    }
  }
}

/** The raw form of a rewritten field: quoted when it was, or when its value needs it. */
export function csvRaw(value: string, delimiter: string, quoted: boolean): string {
  const needsQuotes = quoted || value.includes(delimiter) || /["\r\n]/.test(value);
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}
