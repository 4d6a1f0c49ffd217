/** A literal assigned to an identifier, as `name = "value"`, `"name": "value"` or `NAME=value`. */
export interface Assignment {
  /** The identifier, e.g. `db_password`, `apiKey`, `FOO_TOKEN`. */
  name: string;
  value: string;
  valueStart: number;
  valueEnd: number;
  quoted: boolean;
}

const BRACKET_INDEX = /\[\d{0,4}\]/y;
const MAX_IDENTIFIER = 64;
const MAX_VALUE = 4096;
// `name - "value"` (a list of credentials in prose) counts only before a quoted value; a single
// `|` separates the columns of a table row (`||` is an operator).
const OPERATOR =
  /[ \t]{0,8}(:::=|::=|:=|=>|===|!==|==|!=|\?=|\.=|->|=|:|\|(?!\|)|-(?=[ \t]{1,8}["'`]))?[ \t]{0,8}(?:@|new String\(|[rbuf](?=["'`]))?/y;
// `("API_TOKEN", "value")`: a quoted name, a comma and the quoted value of a setter call.
const PAIR_SEPARATOR = /[ \t]{0,8},[ \t]{0,8}(?=["'`])/y;
// A declared type between the name and `=`: TypeScript's `token: string = "…"`, and after Go's
// `var` keyword `var token string = "…"`.
const TYPE_ANNOTATION = /[ \t]{0,4}:[ \t]{0,4}[A-Za-z_][\w.]{0,30}(?:\[\])?(?=[ \t]{0,4}=[^=])/y;
const GO_TYPE = /[ \t]{1,4}[A-Za-z_][\w.]{0,30}(?=[ \t]{0,4}=[^=])/y;
const XML_VALUE = /[ \t\r\n]{0,40}([^<>\s]{1,300})[ \t\r\n]{0,40}<\//y;
// A string variable built by its constructor: C++'s `std::string secret("…")`, Qt's `QString token("…")`.
const STRING_CONSTRUCTION = /(?:std::)?(?:w?string|String|QString|CString)[ \t]{1,4}$/;
const MAX_BARE = 300;
// `| apiKey | value |`: a row of a Markdown or variables table.
const ASSIGNING = new Set([':=', '::=', ':::=', '=', ':', '?=', '.=', '|']);

/**
 * Reads the assignment around a keyword occurrence at [start, end): widens it to the whole
 * identifier, then expects an operator and a quoted or bare literal. Plain character scanning,
 * bounded at every step, so no input can make it slow.
 */
export function readAssignment(text: string, start: number, end: number): Assignment | undefined {
  let left = start;
  while (left > 0 && start - left < MAX_IDENTIFIER && isIdentifierChar(text.charCodeAt(left - 1))) left--;
  let right = end;
  while (right < text.length && right - end < MAX_IDENTIFIER && isIdentifierChar(text.charCodeAt(right))) right++;
  // A trailing dot or dash ends a sentence or a list item, not the identifier.
  while (right > left && (text.charCodeAt(right - 1) === 46 || text.charCodeAt(right - 1) === 45)) right--;
  const name = text.slice(left, right);
  let cursor = left + name.length;

  const before = text[left - 1];
  if (before === '<' && text[cursor] === '>') return readElement(text, name, cursor + 1);
  if ((before === '"' || before === "'" || before === '`') && text[cursor] === before) {
    cursor++;
    PAIR_SEPARATOR.lastIndex = cursor;
    if (PAIR_SEPARATOR.test(text)) cursor = PAIR_SEPARATOR.lastIndex;
    // A quoted key of a map or environment: os.environ["API_KEY"] = …, ENV['TOKEN'] = …
    else if (text[cursor] === ']' && text[left - 2] === '[') cursor++;
  } else if (text[cursor] === ']') cursor++;
  const annotation = text.startsWith('var ', left - 4) ? GO_TYPE : TYPE_ANNOTATION;
  annotation.lastIndex = cursor;
  if (annotation.test(text)) cursor = annotation.lastIndex;
  else if (text[cursor] === '[') {
    BRACKET_INDEX.lastIndex = cursor;
    if (BRACKET_INDEX.test(text)) cursor = BRACKET_INDEX.lastIndex;
  }

  if (text[cursor] === '(' && STRING_CONSTRUCTION.test(text.slice(Math.max(0, left - 20), left))) {
    const quote = text[cursor + 1];
    return quote === '"' || quote === "'" ? quotedValue(text, name, cursor + 2, quote) : undefined;
  }
  const inQuery = before === '?' || before === '&';
  const value = readValue(text, name, cursor, inQuery);
  if (value?.operator === '|' && !opensTableCell(text, left)) return undefined;
  return value ?? readComparedLiteral(text, name, left);
}

/** A table's first column: only spaces and an optional `|` before the name on its line (`echo $X | sha256sum` is a pipe). */
function opensTableCell(text: string, nameStart: number): boolean {
  let at = nameStart - 1;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t')) at--;
  if (text[at] === '|') at--;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t')) at--;
  return at < 0 || text[at] === '\n' || text[at] === '\r';
}

/** The operator and literal that follow an identifier ending at `cursor`. */
function readValue(
  text: string,
  name: string,
  from: number,
  inQuery: boolean,
): (Assignment & { operator: string | undefined }) | undefined {
  let cursor = from;
  OPERATOR.lastIndex = cursor;
  const operatorMatch = OPERATOR.exec(text);
  if (!operatorMatch) return undefined;
  const operator = operatorMatch[1];
  cursor = OPERATOR.lastIndex;

  const quote = text[cursor];
  if (quote === '"' || quote === "'" || quote === '`') {
    const literal = quotedValue(text, name, cursor + 1, quote);
    return literal && { ...literal, operator };
  }
  // A bare literal needs an assigning operator: `token expired` is prose, not an assignment.
  if (operator === undefined || !ASSIGNING.has(operator)) return undefined;
  const bareEnd = endOfBareValue(text, cursor, inQuery);
  if (bareEnd === cursor) return undefined;
  const value = trimBare(text.slice(cursor, bareEnd));
  return { name, value, valueStart: cursor, valueEnd: cursor + value.length, quoted: false, operator };
}

/** The literal that opens at `valueStart` and ends at the next unescaped `quote` on its line. */
function quotedValue(text: string, name: string, valueStart: number, quote: string): Assignment | undefined {
  const valueEnd = closingQuote(text, valueStart, quote);
  if (valueEnd === undefined) return undefined;
  return { name, value: text.slice(valueStart, valueEnd), valueStart, valueEnd, quoted: true };
}

/**
 * A bare value ends at whitespace, a quote, or an escaped newline or quote (`A=x\nB=y` inside
 * JSON); in a query string also at the next parameter. At most MAX_BARE characters.
 */
function endOfBareValue(text: string, from: number, inQuery: boolean): number {
  const limit = Math.min(text.length, from + MAX_BARE);
  let end = from;
  while (end < limit) {
    const code = text.charCodeAt(end);
    if (code <= 32 || code === 34 || code === 39 || code === 96 || (inQuery && code === 38)) break;
    if (code === 92 && ESCAPED.has(text.charCodeAt(end + 1))) break;
    end++;
  }
  return end;
}

const ESCAPED = new Set([...'nrt"\''].map((char) => char.charCodeAt(0)));

/** `<apiToken>value</apiToken>`: the element's text, when it is one word. */
function readElement(text: string, name: string, from: number): Assignment | undefined {
  XML_VALUE.lastIndex = from;
  const match = XML_VALUE.exec(text);
  const value = match?.[1];
  if (!match || value === undefined) return undefined;
  const valueStart = from + match[0].indexOf(value);
  return { name, value, valueStart, valueEnd: valueStart + value.length, quoted: true };
}

// A literal compared with the identifier from the left: `if ("s3cr3t" == password)`.
const COMPARED_BEFORE = /(?:===|!==|==|!=)[ \t]{0,8}$/;

function readComparedLiteral(text: string, name: string, identifierStart: number): Assignment | undefined {
  const head = text.slice(Math.max(0, identifierStart - 12), identifierStart);
  const operator = COMPARED_BEFORE.exec(head);
  if (!operator) return undefined;
  let end = identifierStart - (head.length - operator.index);
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  const quote = text[end - 1];
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined;
  const valueEnd = end - 1;
  const valueStart = openingQuote(text, valueEnd, quote);
  if (valueStart === undefined) return undefined;
  return { name, value: text.slice(valueStart, valueEnd), valueStart, valueEnd, quoted: true };
}

/** Where the literal closed by the quote at `closing` starts, on the same line. */
function openingQuote(text: string, closing: number, quote: string): number | undefined {
  const limit = Math.max(0, closing - MAX_VALUE);
  for (let i = closing - 1; i >= limit; i--) {
    const char = text[i];
    if (char === '\n') return undefined;
    if (char === quote && text[i - 1] !== '\\') return i + 1;
  }
  return undefined;
}

function closingQuote(text: string, from: number, quote: string): number | undefined {
  const limit = Math.min(text.length, from + MAX_VALUE);
  for (let i = from; i < limit; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === quote) return i;
    else if (char === '\n') return undefined;
  }
  return undefined;
}

/** Drops trailing punctuation and closing brackets that close nothing opened in the value. */
function trimBare(value: string): string {
  let end = value.length;
  while (end > 0) {
    const char = value[end - 1] as string;
    const opener = CLOSERS[char];
    const unbalanced = opener !== undefined && count(value, char, end) > count(value, opener, end);
    if (!'.,;:'.includes(char) && !unbalanced) break;
    end--;
  }
  return value.slice(0, end);
}

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };

function count(value: string, char: string, end: number): number {
  let total = 0;
  for (let i = 0; i < end; i++) if (value[i] === char) total++;
  return total;
}

/** [A-Za-z0-9_.-] */
function isIdentifierChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 46 ||
    code === 45
  );
}
