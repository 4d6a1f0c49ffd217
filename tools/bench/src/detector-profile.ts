import {
  builtInDetectorFamilies,
  createDefaultEngine,
  createLanguageIdentifier,
  DEFAULT_POLICY,
  normalize,
  type NormalizedText,
} from '@csg/detection-engine';
import { table } from './report.ts';
import { mixedCorpus } from './speed-corpus.ts';
import { median } from './stats.ts';

/**
 * Where the engine's time goes: each built-in detector, the normaliser and language identification
 * timed alone over the throughput corpus (10 MB, 64 KB chunks), against one plain regex pass over
 * the same chunks. The throughput benchmark gives the headline figure; this one says what to fix.
 */
const CORPUS_BYTES = 10_000_000;
const CHUNK = 65_536;
const SEED = 20_251_121;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.]{1,63}/g;
/** A warm-up round, then timed rounds of which each detector's median counts (the machine's speed drifts). */
const ROUNDS = 4;

const chunks = mixedCorpus(CORPUS_BYTES, CHUNK, SEED);
const families = builtInDetectorFamilies();
const identifier = createLanguageIdentifier({ defaultLanguage: 'en' });
const engine = createDefaultEngine();
type Times = Map<string, { family: string; ms: number }>;
const rounds: Times[] = [];

for (let round = 0; round < ROUNDS; round++) {
  const times: Times = new Map();
  const timed = <T>(family: string, name: string, run: () => T): T => {
    const t0 = performance.now();
    const result = run();
    const entry = times.get(name) ?? { family, ms: 0 };
    entry.ms += performance.now() - t0;
    times.set(name, entry);
    return result;
  };
  for (const chunk of chunks) {
    timed('baseline', 'one regex pass', () => chunk.match(EMAIL));
    timed('all', 'whole engine (detectSync)', () => engine.detectSync(chunk, { policy: DEFAULT_POLICY }));
    timed('shared', 'language', () => identifier.identify(chunk));
    const input: NormalizedText = timed('shared', 'normalize', () => normalize(chunk));
    for (const [family, detectors] of Object.entries(families)) {
      for (const detector of detectors)
        timed(family, detector.name, () => detector.detect(input, { policy: DEFAULT_POLICY }));
    }
  }
  if (round > 0) rounds.push(times);
}
const millis: Times = new Map(
  [...(rounds[0] ?? [])].map(([name, { family }]) => [
    name,
    {
      family,
      ms: median(rounds.map((r) => r.get(name)?.ms ?? 0)),
    },
  ]),
);

const baseline = millis.get('one regex pass')?.ms ?? 1;
const mb = CORPUS_BYTES / 1e6;
const familyTotals = new Map<string, number>();
for (const { family, ms } of millis.values()) familyTotals.set(family, (familyTotals.get(family) ?? 0) + ms);
const row = (name: string, ms: number) => [
  name,
  ms.toFixed(0),
  (mb / (ms / 1000)).toFixed(1),
  (ms / baseline).toFixed(2),
];
const header = ['', 'ms', 'MB/s', '× regex pass'];

console.log(`# Detector profile (${new Date().toISOString().slice(0, 10)})

${mb} MB mixed corpus in ${CHUNK / 1024} KB chunks (seed ${SEED}); after a warm-up round, the median of ${ROUNDS - 1} rounds per detector.

## By family

${table(
  header,
  [...familyTotals].sort((a, b) => b[1] - a[1]).map(([name, ms]) => row(name, ms)),
)}

## By detector

${table(
  ['family', ...header],
  [...millis].sort((a, b) => b[1].ms - a[1].ms).map(([name, { family, ms }]) => [family, ...row(name, ms)]),
)}

Command: \`pnpm --filter @csg/bench bench:detector-profile\``);
