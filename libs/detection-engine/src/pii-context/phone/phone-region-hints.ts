import type { CountryCode } from 'libphonenumber-js/max';

/**
 * Where a number written without its country code is likely from, read from the text around it:
 * a country named nearby wins over the script the text is written in. Each hint is a region that
 * libphonenumber is then asked about; a wrong hint costs one call, not a false finding.
 */

/** Regions tried for numbers in Arabic-script text, when the engine is not told otherwise. */
export const DEFAULT_ARABIC_REGIONS: readonly CountryCode[] = ['SA', 'AE', 'EG', 'MA', 'IQ', 'JO', 'PK', 'IR'];

// Country names in English and in the languages whose countries they are (plus French, German and
// Spanish), lower case.
const COUNTRY_NAMES: readonly (readonly [CountryCode, string])[] = [
  ['CN', 'china|chinese|chine|中国|中國|大陆'],
  ['TW', 'taiwan|台湾|台灣'],
  ['HK', 'hong kong|香港'],
  ['JP', 'japan|japanese|japon|japón|日本'],
  ['KR', 'korea|korean|corée|südkorea|한국|대한민국|韓国'],
  ['IN', 'india|indian|inde|indien|भारत|इंडिया'],
  ['PK', 'pakistan|پاکستان'],
  ['BD', 'bangladesh|বাংলাদেশ'],
  ['TH', 'thailand|thaïlande|ประเทศไทย'],
  ['VN', 'vietnam|viet nam|việt nam'],
  ['ID', 'indonesia'],
  ['PH', 'philippines'],
  ['SA', 'saudi|السعودية'],
  ['AE', 'uae|emirates|dubai|الإمارات|دبي'],
  ['EG', 'egypt|égypte|ägypten|egipto|مصر'],
  ['MA', 'morocco|maroc|marokko|المغرب'],
  ['IL', 'israel|ישראל'],
  ['TR', 'turkey|türkiye|turquie|türkei'],
  ['RU', 'russia|russie|russland|россия'],
  ['UA', 'ukraine|україна'],
  ['GB', 'uk|united kingdom|britain|england|royaume-uni|großbritannien'],
  ['US', 'usa|united states|états-unis|estados unidos'],
  ['CA', 'canada'],
  ['AU', 'australia|australie|australien'],
  ['DE', 'germany|deutschland|allemagne|alemania|germania'],
  ['FR', 'france|frankreich|francia'],
  ['ES', 'spain|españa|espagne|spanien'],
  ['IT', 'italy|italia|italie|italien'],
  ['NL', 'netherlands|nederland|pays-bas|niederlande'],
  ['BR', 'brazil|brasil|brésil|brasilien'],
  ['MX', 'mexico|méxico|mexique|mexiko'],
  ['NG', 'nigeria'],
  ['ZA', 'south africa'],
];

// Latin names need word boundaries; names in other scripts may touch the words around them, as
// Chinese and Japanese write no spaces. One pattern for every name: a number's surroundings are read
// once, not once per country.
const REGION_OF = new Map(COUNTRY_NAMES.flatMap(([region, names]) => names.split('|').map((name) => [name, region])));
const ORDER = new Map(COUNTRY_NAMES.map(([region], index) => [region, index]));
const NAMES = new RegExp(
  [...REGION_OF.keys()]
    .map((name) => (/^[\p{Script=Latin} -]+$/u.test(name) ? `(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])` : name))
    .join('|'),
  'gu',
);

const NAME_REACH_BEFORE = 60;
const NAME_REACH_AFTER = 30;
const SCRIPT_REACH = 24;

/** The regions named around [start, end), in the table's order. */
function namedRegions(text: string, start: number, end: number): CountryCode[] {
  const around = text.slice(Math.max(0, start - NAME_REACH_BEFORE), end + NAME_REACH_AFTER).toLowerCase();
  const regions = new Set<CountryCode>();
  for (const match of around.matchAll(NAMES)) {
    const region = REGION_OF.get(match[0]);
    if (region !== undefined) regions.add(region);
  }
  return [...regions].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** Scripts whose writers' phone numbers are national in a few known regions, in the order tried. */
function scriptRegions(code: number, arabic: readonly CountryCode[]): readonly CountryCode[] | undefined {
  if (code >= 0x3040 && code <= 0x30ff) return ['JP'];
  if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f))
    return ['KR'];
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) return ['CN', 'TW', 'HK'];
  if (code >= 0x0900 && code <= 0x097f) return ['IN'];
  if (code >= 0x0980 && code <= 0x09ff) return ['BD', 'IN'];
  if (code >= 0x0a00 && code <= 0x0dff) return ['IN'];
  if (code >= 0x0e00 && code <= 0x0e7f) return ['TH'];
  if (code >= 0x0590 && code <= 0x05ff) return ['IL'];
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0xfb50 && code <= 0xfeff))
    return arabic;
  return undefined;
}

/**
 * The script of the letters nearest the number. Kana outrank Han, as Japanese mixes both and
 * Chinese never writes kana.
 */
function scriptHint(text: string, start: number, end: number, arabic: readonly CountryCode[]): readonly CountryCode[] {
  let found: readonly CountryCode[] | undefined;
  const from = Math.max(0, start - SCRIPT_REACH);
  const to = Math.min(text.length, end + SCRIPT_REACH);
  for (let k = from; k < to; k++) {
    if (k === start) k = end;
    const regions = scriptRegions(text.charCodeAt(k), arabic);
    if (regions === undefined) continue;
    if (regions[0] === 'JP') return regions;
    found ??= regions;
  }
  return found ?? [];
}

/** Regions hinted by the text around text[start, end): named countries first, then the script. */
/**
 * What a whole text can hint at, worked out once for all its numbers: most texts name no country
 * and are in a Latin script, and then no number of theirs needs its surroundings read.
 */
let factsOf: string | undefined;
let namesAnyCountry = false;
let hasOtherScripts = false;

function readFacts(text: string): void {
  if (text === factsOf) return;
  factsOf = text;
  // test() on a global pattern moves lastIndex, which matchAll would then start from.
  NAMES.lastIndex = 0;
  namesAnyCountry = NAMES.test(text.toLowerCase());
  NAMES.lastIndex = 0;
  hasOtherScripts =
    /[\u0590-\u0dff\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\ufb50-\ufeff]/u.test(
      text,
    );
}

export function hintedRegions(text: string, start: number, end: number, arabic: readonly CountryCode[]): CountryCode[] {
  readFacts(text);
  const regions = namesAnyCountry ? namedRegions(text, start, end) : [];
  if (!hasOtherScripts) return regions;
  for (const region of scriptHint(text, start, end, arabic)) if (!regions.includes(region)) regions.push(region);
  return regions;
}
