import { createHash, randomInt } from 'node:crypto';
import { stringify } from 'yaml';
import { isMap, truth, type TemplateFunction } from './template-eval.ts';
import { TemplateError } from './template-lexer.ts';

/** Looks an object up in the cluster; `helm template` answers an empty map, as this does by default. */
export type Lookup = (apiVersion: string, kind: string, namespace: string, name: string) => Record<string, unknown>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const text = (value: unknown, name: string): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // sprig would print "<nil>" or nothing; a missing value reaching a string function is a chart bug.
  throw new TemplateError(
    `${name} wants a string, got ${value === null || value === undefined ? 'a missing value' : 'a map or list'}`,
  );
};

const firstIndex = (values: unknown[], test: (v: unknown) => boolean) => {
  const found = values.findIndex(test);
  return found === -1 ? values.length - 1 : found;
};

/** sprig's indent: every line, empty ones too, gets the pad. */
const indent = (width: unknown, value: unknown) => {
  const pad = ' '.repeat(Number(width));
  return pad + text(value, 'indent').replaceAll('\n', `\n${pad}`);
};

/**
 * The Helm and sprig functions the chart uses, with their semantics: `default` and `required`
 * treat empty values as missing, `toYaml` sorts keys, drops the final newline and writes YAML 1.1
 * as Helm's Go library does (so the string "off" stays quoted), `quote` writes a double-quoted
 * string (JSON's escapes, which agree with Go's for the text a chart holds).
 */
export function chartFunctions(
  include: (name: string, data: unknown) => string,
  lookup: Lookup,
): Record<string, TemplateFunction> {
  return {
    include: (name, data) => include(text(name, 'include'), data),
    lookup: (apiVersion, kind, namespace, name) =>
      lookup(text(apiVersion, 'lookup'), text(kind, 'lookup'), text(namespace, 'lookup'), text(name, 'lookup')),
    required: (message, value) => {
      if (value === null || value === undefined || value === '') throw new TemplateError(text(message, 'required'));
      return value;
    },
    default: (fallback, value) => (truth(value) ? value : fallback),
    quote: (...values) => values.map((v) => JSON.stringify(text(v, 'quote'))).join(' '),
    b64enc: (value) => Buffer.from(text(value, 'b64enc')).toString('base64'),
    randAlphaNum: (length) =>
      Array.from({ length: Number(length) }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join(''),
    toYaml: (value) =>
      value === null || value === undefined
        ? 'null'
        : stringify(value, { version: '1.1', sortMapEntries: true, lineWidth: 0 }).trimEnd(),
    indent,
    nindent: (width, value) => `\n${indent(width, value)}`,
    // Go's verbs as far as the chart uses them: %s takes a string, %v any scalar (Helm reads
    // every values number as a float, which %d would print as "%!d(float64=…)").
    printf: (format, ...args) => {
      let next = 0;
      return text(format, 'printf').replace(/%[sv%]/g, (verb) => {
        if (verb === '%%') return '%';
        const arg = args[next++];
        if (verb === '%s' && typeof arg !== 'string') throw new TemplateError('printf %s wants a string');
        return text(arg, 'printf');
      });
    },
    upper: (value) => text(value, 'upper').toUpperCase(),
    replace: (from, to, value) => text(value, 'replace').replaceAll(text(from, 'replace'), text(to, 'replace')),
    sha256sum: (value) => createHash('sha256').update(text(value, 'sha256sum')).digest('hex'),
    dict: (...pairs) => {
      if (pairs.length % 2 !== 0) throw new TemplateError('dict wants key and value pairs');
      const map: Record<string, unknown> = {};
      for (let i = 0; i < pairs.length; i += 2) map[text(pairs[i], 'dict')] = pairs[i + 1];
      return map;
    },
    index: (collection, key) => {
      if (!isMap(collection)) throw new TemplateError('index of a value that is not a map');
      const name = text(key, 'index');
      return Object.hasOwn(collection, name) ? collection[name] : undefined;
    },
    eq: (a, b) => a === b,
    ne: (a, b) => a !== b,
    not: (value) => !truth(value),
    // The first value that decides, as Go's and/or return it (a missing one included).
    and: (...values) => values[firstIndex(values, (v) => !truth(v))],
    or: (...values) => values[firstIndex(values, truth)],
  };
}
