import { stdnumFamilies, type StdnumRow } from '@csg/detection-engine/pii-tables';
import { type ContextNeed, HAND_WRITTEN } from './hand-written-pii.ts';
import { table } from './report.ts';

/**
 * The breadth table of docs/benchmarks/detection.md: every identifier type the engine validates,
 * the hand-written ones from their list and the stdnum-backed ones from the detectors' own tables.
 */
function contextNeed(row: StdnumRow): ContextNeed {
  const needing = row.shapes.filter((shape) => shape.needsContext).length;
  return needing === 0 ? 'no' : needing === row.shapes.length ? 'yes' : 'some forms';
}

const stdnumRows = Object.entries(stdnumFamilies).flatMap(([family, rows]) =>
  rows.map((row) => [row.type, row.country, family, `${row.checksum} (stdnum \`${row.module}\`)`, contextNeed(row)]),
);
const countriesOf = (codes: readonly string[]) =>
  new Set(codes.flatMap((code) => code.split(', ')).filter((code) => code !== 'international'));
const handWrittenCountries = countriesOf(HAND_WRITTEN.map(([, country]) => country));

/** Types whose check (as the breadth table words it; "none: …" means none) includes a checksum. */
const CHECKSUM = /check|luhn|mod ?\d|verhoeff|iso 7064|weighted/i;
const hasChecksum = (check: string) => !check.startsWith('none') && CHECKSUM.test(check);
export const checksumTypes: ReadonlySet<string> = new Set([
  ...HAND_WRITTEN.filter(([, , check]) => hasChecksum(check)).map(([type]) => type),
  ...stdnumRows.filter(([, , , check]) => hasChecksum(String(check))).map(([type]) => String(type)),
]);

/** Countries with at least one validated identifier (international types such as cards not counted). */
export const validatedCountries = countriesOf([...handWrittenCountries, ...stdnumRows.map(([, country]) => country!)]);

export const breadthSection = () => `## PII breadth

Every identifier type the engine validates, from the stdnum tables of
\`libs/detection-engine/src/pii-validated/stdnum\` and the list of the hand-written validators in
\`tools/bench/src/hand-written-pii.ts\`.

- Types: ${HAND_WRITTEN.length + stdnumRows.length} (${HAND_WRITTEN.length} hand-written, ${stdnumRows.length} validated by the npm package stdnum 1.12.0).
- Countries with a validated identifier: ${validatedCountries.size} (${handWrittenCountries.size} from hand-written validators; ${validatedCountries.size - handWrittenCountries.size} more through stdnum).
- Context word: whether a word such as "CPF" or "isikukood" must be near the value for it to reach the
  default threshold of 0.5. "some forms": some layouts stand alone, others need the word (in the stdnum
  table the formatted layout stands alone and the bare digit run needs the word). Hand-written validators
  also report some values that make up a whole message without one.

### Hand-written validators

${table(
  ['type', 'country', 'checksum / rule', 'context word'],
  HAND_WRITTEN.map((row) => [...row]),
)}

### Validated by stdnum

${table(['type', 'country', 'family', 'checksum / rule', 'context word'], stdnumRows)}`;
