/** Vocabulary of postal addresses: street types, unit markers, postcodes. A data table. */

/** English street types as the USPS and Royal Mail list them, with their usual abbreviations. */
export const STREET_SUFFIXES: ReadonlySet<string> = new Set(
  `street st streets avenue ave av road rd roads boulevard blvd lane ln drive dr drives court ct courts way ways
  place pl square sq terrace ter parkway pkwy highway hwy circle cir crescent cres close row alley aly walk path
  trail trl plaza grove gardens mews wharf quay embankment expressway expy freeway fwy turnpike tpke pike loop
  crossing xing heights hts ridge route rte pass passage causeway cswy bypass byp junction jct motorway mall
  manor meadow meadows mill mills orchard oval overpass ramp ranch rapids spur station stravenue summit trace
  track tunnel underpass viaduct vista views village villages ville forge forges ford fords glen glens haven
  hollow isle knoll knolls landing lodge lock locks port ports prairie shoal shoals skyway springs throughway
  trafficway common commons cove coves creek crest dale divide estate estates extension falls ferry field fields
  flat flats fork forks harbor harbour hill hills inlet island islands keys lake lakes light lights neck pines
  plain plains point points radial rest shore shores spring squares stream brook brooks branch burg burgs camp
  canyon cape centre center cliff cliffs corner corners course curve dam gateway green greens mount mountain
  park parks river run valley valleys via well wells yard yards club union unions`.split(/\s+/),
);

/** Germanic, Nordic, Finnish, Hungarian and Slavic street words that end the name: Hauptstraße 5, Mannerheimintie 5. */
export const STREET_ENDINGS: readonly string[] =
  `strasse straße str. gasse weg platz allee damm ufer chaussee ring markt straat laan gracht plein kade singel gatan vägen gränd torget vej gade
  veien gata gate katu tie kuja polku väylä utca út tér vegur stræti ulica ulice cesta náměstí třída aleja`.split(
    /\s+/,
  );

/** Street words that come before the name, as a regex alternation: rue de la Paix, Via Roma, Rua das Laranjeiras. */
export const STREET_PREFIXES =
  'rue|avenue|av\\.|avda\\.?|boulevard|bd\\.?|chemin|allée|impasse|quai|cours|via|viale|piazza|piazzale|corso|vicolo|largo|calle|c/|avenida|plaza|paseo|camino|carrer|carretera|ronda|travesía|glorieta|rua|praça|travessa|estrada|alameda|ul\\.|ulica|aleja|odos|leoforos';

/** Particles inside street and place names. */
export const PARTICLES =
  'de|da|do|dos|das|di|del|della|dei|des|du|la|le|les|el|los|las|van|von|der|den|ten|ter|y|e|of|the|na';

/** Unit markers that continue an address: Apt. 5, Suite 200, Flat 3B. */
export const UNIT = String.raw`(?:apt|apartment|suite|ste|unit|flat|floor|fl|room|rm|bldg|building|box|#)\.?[ \t]?#?[ \t]?[\p{L}\p{N}][\p{L}\p{N}-]{0,5}`;

/** Postcodes that may close an address: US ZIP, UK, Canadian, Dutch, and plain 4–5 digit codes. */
export const POSTCODE = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4} ?[A-Z]{2}|\d{4})`;

/** Directions before a street name: 12 N Main St. */
export const DIRECTION = '(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?';

/** The same street words as a set of lower-case words, for looking a word up. */
export const STREET_PREFIX_WORDS: ReadonlySet<string> = new Set(
  STREET_PREFIXES.replaceAll('\\.?', '')
    .replaceAll('\\.', '.')
    .split('|')
    .flatMap((word) => [word, word.replace(/\.$/, '')]),
);
