/**
 * Top-level domains, for telling a domain from a dotted identifier. No run-time download: this is a
 * hand-kept table of the generic TLDs seen in everyday text; every two-letter country code is
 * accepted structurally by the e-mail check, and `BARE_DOMAIN_TLDS` is the stricter set a domain
 * without a scheme must end in, because `config.py` or `readme.md` end in country codes too.
 */
const GENERIC = `com org net edu gov mil int info biz name pro aero coop museum mobi asia tel travel jobs cat post
app dev io ai tech online site website store shop blog cloud live news xyz top club space fun life world today
email digital agency solutions services company group network systems studio design media art page link one global
africa london berlin paris nyc tokyo amsterdam wien koeln bayern vlaanderen brussels quebec scot wales swiss
webcam photo photos pics gallery video tv music radio game games bet casino poker
academy school college university education institute training courses science
bank finance financial money capital fund investments insurance tax loans credit
health care clinic dental doctor hospital pharmacy fitness yoga
law legal lawyer attorney accountant consulting management partners ventures holdings
realty estate properties house homes land city town center church community foundation charity ngo ong
marketing social chat forum wiki guide help support team work works tools software codes computer hosting
security domains network host server email mail
shopping sale deals market trade exchange auction boutique fashion clothing shoes jewelry
food restaurant cafe pizza bar pub wine beer coffee kitchen recipes
travel flights hotel hotels tours vacations holiday cruise
auto car cars bike taxi limo
eco green solar energy farm garden
family kids baby dog pet pets vet
cool best vip plus zone expert guru ninja rocks wtf lol fyi
gmbh llc ltd inc srl`;

const GENERIC_TLDS: ReadonlySet<string> = new Set(GENERIC.split(/\s+/));

/** Country codes common enough in prose domains; excludes codes that double as file extensions (md, py, sh, pl…). */
const COUNTRY = `uk de fr es it nl be ch at se no dk fi is ie pt gr cz sk hu ro bg hr si rs ba ee lv lt ua by ru tr
il ae sa qa eg ma tn ng ke gh za in pk bd lk np cn jp kr tw hk mo sg my th vn ph id au nz ca us mx br ar cl co pe
uy ve ec bo py cr pa gt cu do pr jm eu me tv ly gg fm cc ws nu`;

const COUNTRY_TLDS: ReadonlySet<string> = new Set(COUNTRY.split(/\s+/).filter((tld) => tld !== 'py'));

/** Generic TLDs a domain without a scheme may end in; `user.info` or `this.store` in code must not look like one. */
const BARE_GENERIC: ReadonlySet<string> = new Set('com org net edu gov mil io ai biz xyz'.split(' '));

/** Second-level labels used under country codes, as in co.uk or com.au. */
const SECOND_LEVEL: ReadonlySet<string> = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'ltd', 'plc', 'nic']);

/** Structural TLD check for e-mail domains: a known generic TLD, any two-letter code, or an IDN A-label. */
export function isPlausibleTld(tld: string): boolean {
  const lower = tld.toLowerCase();
  if (lower.startsWith('xn--')) return lower.length > 4;
  if (!/^[a-z]{2,24}$/.test(lower)) return false;
  return lower.length === 2 || GENERIC_TLDS.has(lower);
}

/** Whether `labels` (already split on dots) end like a registrable domain seen without a scheme. */
export function isBareDomain(labels: readonly string[]): boolean {
  const tld = labels.at(-1)?.toLowerCase() ?? '';
  const second = labels.at(-2)?.toLowerCase() ?? '';
  if (labels.length < 2 || second === '') return false;
  if (BARE_GENERIC.has(tld)) return true;
  if (!COUNTRY_TLDS.has(tld)) return false;
  return labels.length > 2 || !SECOND_LEVEL.has(second);
}

/** Whether a bare domain may end in `label` (any case): the cheap test before a domain is parsed. */
export function isTldWord(label: string): boolean {
  const lower = label.toLowerCase();
  return BARE_GENERIC.has(lower) || COUNTRY_TLDS.has(lower);
}
