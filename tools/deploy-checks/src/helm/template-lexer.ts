/**
 * The lexical half of a small Go text/template reader: enough of the language to render this
 * repository's Helm chart, since helm itself cannot be installed here. Anything outside the
 * subset is refused with an error rather than guessed at.
 */

export type Segment = { kind: 'text'; text: string } | { kind: 'action'; source: string; offset: number };

export type Token =
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'number'; value: number; offset: number }
  | { kind: 'bool'; value: boolean; offset: number }
  | { kind: 'nil'; offset: number }
  /** `.` alone (path []) or `.A.B`; `adjacent` when glued to the token before it, as in `(x).A`. */
  | { kind: 'field'; path: string[]; adjacent: boolean; offset: number }
  /** `$` (name '') or `$name`, with an optional `.A.B` path. */
  | { kind: 'variable'; name: string; path: string[]; offset: number }
  | { kind: 'identifier'; name: string; offset: number }
  | { kind: 'punct'; value: '(' | ')' | '|' | ':=' | '=' | ','; offset: number };

export class TemplateError extends Error {
  constructor(message: string, offset?: number) {
    super(offset === undefined ? message : `${message} (at offset ${offset})`);
    this.name = 'TemplateError';
  }
}

/**
 * Splits a template into text and actions. `{{- ` trims the white space before the action and
 * ` -}}` the white space after it, newlines included, as Go does. Comments vanish.
 */
export function splitSegments(template: string): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  let trimNext = false;
  while (position < template.length) {
    const open = template.indexOf('{{', position);
    let text = template.slice(position, open === -1 ? template.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open === -1) {
      if (text) segments.push({ kind: 'text', text });
      break;
    }
    const close = template.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError('unclosed action', open);
    let inner = template.slice(open + 2, close);
    if (/^-\s/.test(inner)) {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    trimNext = /\s-$/.test(inner);
    if (trimNext) inner = inner.slice(0, -1);
    if (text) segments.push({ kind: 'text', text });
    const source = inner.trim();
    if (!(source.startsWith('/*') && source.endsWith('*/'))) segments.push({ kind: 'action', source, offset: open });
    position = close + 2;
  }
  return segments;
}

const PATH = /^(?:\.[A-Za-z_][A-Za-z0-9_]*)+/;

/** Tokens of one action's source. */
export function tokenize(source: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const at = offset + i;
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const punct = /^(:=|[()|=,])/.exec(rest);
    if (punct) {
      tokens.push({ kind: 'punct', value: punct[1] as '(' | ')' | '|' | ':=' | '=' | ',', offset: at });
      i += punct[0].length;
      continue;
    }
    const quoted = /^"(?:[^"\\\n]|\\.)*"/.exec(rest);
    if (quoted) {
      tokens.push({ kind: 'string', value: JSON.parse(quoted[0]) as string, offset: at });
      i += quoted[0].length;
      continue;
    }
    const raw = /^`[^`]*`/.exec(rest);
    if (raw) {
      tokens.push({ kind: 'string', value: raw[0].slice(1, -1), offset: at });
      i += raw[0].length;
      continue;
    }
    const number = /^-?\d+(?:\.\d+)?(?![A-Za-z_])/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), offset: at });
      i += number[0].length;
      continue;
    }
    const variable = /^\$([A-Za-z_][A-Za-z0-9_]*)?/.exec(rest);
    if (variable) {
      const path = PATH.exec(rest.slice(variable[0].length))?.[0] ?? '';
      tokens.push({ kind: 'variable', name: variable[1] ?? '', path: path.split('.').slice(1), offset: at });
      i += variable[0].length + path.length;
      continue;
    }
    if (rest.startsWith('.')) {
      const path = PATH.exec(rest)?.[0] ?? '.';
      const adjacent = i > 0 && source[i - 1] === ')';
      tokens.push({ kind: 'field', path: path === '.' ? [] : path.split('.').slice(1), adjacent, offset: at });
      i += path.length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      const name = word[0];
      if (name === 'true' || name === 'false') tokens.push({ kind: 'bool', value: name === 'true', offset: at });
      else if (name === 'nil') tokens.push({ kind: 'nil', offset: at });
      else tokens.push({ kind: 'identifier', name, offset: at });
      i += name.length;
      continue;
    }
    throw new TemplateError(`unexpected character ${JSON.stringify(rest[0])}`, at);
  }
  return tokens;
}
