import { createReadStream } from 'node:fs';

/** JSON Lines reading with file:line positions in every error, and typed field access. */

export type Raw = Record<string, unknown>;

/** Splits on LF only: node:readline also breaks at U+2028/U+2029, which JSON strings may hold raw. */
async function* lines(path: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) {
    const parts = (rest + (chunk as string)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest !== '') yield rest;
}

async function* readJsonl(path: string): AsyncGenerator<{ where: string; raw: Raw }> {
  let n = 0;
  for await (const line of lines(path)) {
    n += 1;
    if (line.trim() === '') continue;
    const where = `${path}:${n}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${where}: invalid JSON`, { cause: error });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`${where}: not a JSON object`);
    }
    yield { where, raw: value as Raw };
  }
}

export function fields(raw: Raw, where: string) {
  const fail = (key: string, want: string): never => {
    throw new Error(`${where}: field ${key} is not ${want}`);
  };
  const str = (key: string): string => {
    const v = raw[key];
    return typeof v === 'string' ? v : fail(key, 'a string');
  };
  const optStr = (key: string): string | undefined => (raw[key] === undefined ? undefined : str(key));
  const bool = (key: string, fallback?: boolean): boolean => {
    const v = raw[key] ?? fallback;
    return typeof v === 'boolean' ? v : fail(key, 'a boolean');
  };
  const strings = (key: string): string[] => {
    const v = raw[key];
    return Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : fail(key, 'a list of strings');
  };
  const oneOf = <L extends string>(key: string, allowed: readonly L[]): L => {
    const v = str(key);
    return (allowed as readonly string[]).includes(v) ? (v as L) : fail(key, `one of ${allowed.join(', ')}`);
  };
  return { str, optStr, bool, strings, oneOf, fail };
}

export async function* loadJsonl<T>(path: string, parse: (raw: Raw, where: string) => T): AsyncGenerator<T> {
  for await (const { raw, where } of readJsonl(path)) yield parse(raw, where);
}
