import type { OcrEngineId } from '@csg/media';
import { megapixels, type ImageCase } from './image-corpus.ts';
import type { ImageRun } from './image-run.ts';
import { expectedEntityBoxes, scoreEntities, scoreTypes, type EntityMatch } from './image-scoring.ts';
import { emptyTally, sumTallies, type Tally } from './metrics.ts';

/** One engine's runs reduced to the figures the report prints and the targets judge. */

export interface EngineSummary {
  engine: OcrEngineId;
  /** Entities with Presidio's expected boxes, one match per expected entity, per image. */
  entities: { file: string; matches: EntityMatch[] }[];
  entityByType: Map<string, Tally>;
  /** Type presence per Presidio input image. */
  typeByType: Map<string, Tally>;
  transcribed: { strings: number; read: number; covered: number };
  similarity: { file: string; ours: number | null; original: number; ceiling: number }[];
  /** How many images ended with each action. */
  actions: Map<string, number>;
  /** Images rejected (no redacted copy is made) and the safety types that did it. */
  rejected: { file: string; safety: string[] }[];
  mrz: {
    images: number;
    found: number;
    expected: number;
    expectedFound: number;
    exact: number;
    /** Of the expected MRZs found: all check digits match. */
    valid: number;
    /** Found, and its check-digit verdict is the one the manifest expects (a deliberately bad specimen fails). */
    validAsExpected: number;
  };
  /** Images with nothing to find: the negatives and Presidio's images without PII. */
  negatives: { images: number; falseMrz: number; falseEntities: number; imagesWithEntities: number };
  /** Images without an MRZ that hold PII (Presidio's): an MRZ read there is false too. */
  falseMrzElsewhere: number;
  ms: number[];
  ocrMs: number[];
  /** The longest event-loop stall of any image's request, and that image. */
  stall: { ms: number; file: string };
  msPerMp: number[];
  /** Time per megapixel over images of at least 1 MP, the size the speed target names. */
  msPerMpLarge: number[];
  ocrFailed: string[];
}

const isNegative = (c: ImageCase) => !c.containsPii && !c.containsMrz;
const fileName = (c: ImageCase) => c.file.replace(/^images\//, '');

export function summarise(engine: OcrEngineId, runs: readonly ImageRun[]): EngineSummary {
  const presidio = runs.filter((r) => r.case.category === 'ocr_pii');
  const typeByType = new Map<string, Tally>();
  for (const r of presidio)
    scoreTypes(
      typeByType,
      r.case.expect,
      r.found.map((f) => f.type),
    );

  const boxed = runs.filter((r) => r.case.expectedEntities.length > 0);
  const scored = boxed.map((r) => ({
    file: fileName(r.case),
    ...scoreEntities(expectedEntityBoxes(r.case.expectedEntities), r.found),
  }));
  const entityByType = new Map<string, Tally>();
  for (const s of scored) {
    for (const [type, t] of s.byType) entityByType.set(type, sumTallies([entityByType.get(type) ?? emptyTally(), t]));
  }

  const withMrz = runs.filter((r) => r.case.containsMrz);
  const expected = withMrz.filter((r) => r.case.expectedMrz !== undefined);
  const negatives = runs.filter((r) => isNegative(r.case));
  const perMp = (r: ImageRun) => r.ms / megapixels(r.case);
  return {
    engine,
    entities: scored.map(({ file, matches }) => ({ file, matches })),
    entityByType,
    typeByType,
    transcribed: {
      strings: presidio.reduce((n, r) => n + r.case.visiblePii.length, 0),
      read: presidio.reduce((n, r) => n + r.transcribed.read, 0),
      covered: presidio.reduce((n, r) => n + r.transcribed.covered, 0),
    },
    similarity: runs.flatMap((r) => (r.similarity ? [{ file: fileName(r.case), ...r.similarity }] : [])),
    actions: runs.reduce((m, r) => m.set(r.action, (m.get(r.action) ?? 0) + 1), new Map<string, number>()),
    rejected: runs.filter((r) => r.action === 'reject').map((r) => ({ file: fileName(r.case), safety: r.safety })),
    mrz: {
      images: withMrz.length,
      found: withMrz.filter((r) => r.mrz).length,
      expected: expected.length,
      expectedFound: expected.filter((r) => r.mrz).length,
      exact: expected.filter((r) => r.mrz?.exact).length,
      valid: expected.filter((r) => r.mrz?.valid).length,
      validAsExpected: expected.filter((r) => r.mrz && r.mrz.valid === r.case.expectedMrzValid).length,
    },
    negatives: {
      images: negatives.length,
      falseMrz: negatives.filter((r) => r.mrz).length,
      falseEntities: negatives.reduce((n, r) => n + r.found.length, 0),
      imagesWithEntities: negatives.filter((r) => r.found.length > 0).length,
    },
    falseMrzElsewhere: runs.filter((r) => !r.case.containsMrz && r.case.containsPii && r.mrz).length,
    ms: runs.map((r) => r.ms),
    ocrMs: runs.map((r) => r.ocrMs),
    stall: runs.reduce((worst, r) => (r.stallMs > worst.ms ? { ms: r.stallMs, file: fileName(r.case) } : worst), {
      ms: -Infinity,
      file: '',
    }),
    msPerMp: runs.map(perMp),
    msPerMpLarge: runs.filter((r) => megapixels(r.case) >= 1).map(perMp),
    ocrFailed: runs.filter((r) => r.ocrFailed).map((r) => fileName(r.case)),
  };
}
