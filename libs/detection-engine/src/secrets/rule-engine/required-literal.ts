// Characters that are plain literals when escaped in a JS regex (outside a class).
const ESCAPED_LITERAL = /[.\-/\\^$*+?()[\]{}|:=@#&%!~'"`_,;<> ]/;
const SPECIAL = new Set(['.', '^', '$', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '\\']);

/**
 * The longest run of literal characters every match of `source` must contain, or '' when none
 * is found. A window of text without it (compared ignoring case) cannot match, so the regex need
 * not run there. Conservative: it reads the top-level sequence and groups without alternation.
 */
export function requiredLiteral(source: string): string {
  let best = '';
  const consider = (run: string) => {
    if (run.length > best.length) best = run;
  };
  walk(source, 0, source.length, consider);
  return best;
}

function walk(source: string, from: number, to: number, consider: (run: string) => void): void {
  let run = '';
  let i = from;
  while (i < to) {
    const char = source[i] as string;
    let piece: string | undefined;
    let next = i + 1;
    if (char === '\\') {
      const escaped = source[i + 1] ?? '';
      if (ESCAPED_LITERAL.test(escaped)) piece = escaped;
      next = i + 2;
    } else if (char === '[') {
      next = classEnd(source, i) + 1;
    } else if (char === '(') {
      const close = groupEnd(source, i);
      const body = groupBody(source, i, close);
      next = close + 1;
      if (!isQuantifier(source[next]) && body !== undefined && !hasTopLevelAlternation(source, body[0], body[1])) {
        consider(run);
        run = '';
        walk(source, body[0], body[1], consider);
        i = next;
        continue;
      }
    } else if (!SPECIAL.has(char)) {
      piece = char;
    }
    if (char === '|') return;
    if (piece !== undefined && !isQuantifier(source[next])) {
      run += piece;
    } else {
      if (piece !== undefined && isOptionalQuantifier(source, next)) {
        consider(run);
        run = '';
      } else if (piece !== undefined) {
        consider(run + piece);
        run = '';
      } else {
        consider(run);
        run = '';
      }
      next = skipQuantifier(source, next);
    }
    i = next;
  }
  consider(run);
}

function isQuantifier(char: string | undefined): boolean {
  return char === '*' || char === '+' || char === '?' || char === '{';
}

/** `?`, `*` and `{0,…}` may drop the atom entirely. */
function isOptionalQuantifier(source: string, at: number): boolean {
  const char = source[at];
  return char === '?' || char === '*' || (char === '{' && source[at + 1] === '0');
}

function skipQuantifier(source: string, at: number): number {
  let i = at;
  if (source[i] === '{') i = source.indexOf('}', i) + 1;
  else if (isQuantifier(source[i])) i++;
  if (source[i] === '?') i++;
  return i;
}

function classEnd(source: string, open: number): number {
  let i = open + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
  return i;
}

function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') i = classEnd(source, i);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return source.length;
}

/** The body of a plain or capturing group; undefined for lookarounds and modifiers. */
function groupBody(source: string, open: number, close: number): [number, number] | undefined {
  if (source[open + 1] !== '?') return [open + 1, close];
  if (source[open + 2] === ':') return [open + 3, close];
  // Modifier groups such as (?i:…): the caller matches the literal case-insensitively anyway.
  const modifier = /^\?[ims-]+:/.exec(source.slice(open + 1, open + 8));
  if (modifier) return [open + 1 + modifier[0].length, close];
  if (source[open + 2] === '<' && /[A-Za-z]/.test(source[open + 3] ?? ''))
    return [source.indexOf('>', open) + 1, close];
  return undefined;
}

function hasTopLevelAlternation(source: string, from: number, to: number): boolean {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') i = classEnd(source, i);
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}
