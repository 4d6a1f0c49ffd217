import { rates, type Tally } from './metrics.ts';
import { perImageSection } from './image-per-image.ts';
import type { ImageRun } from './image-run.ts';
import type { EngineSummary } from './image-summary.ts';
import { engineName } from './image-targets.ts';
import { fmtRate, table } from './report.ts';
import { percentileOf } from './stats.ts';
import { targetBlock, type TargetLine } from './targets.ts';

/** The image benchmark as Markdown. File names, types, counts and boxes only, never what an image says. */

export interface ImageRunInfo {
  date: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  corpus: string;
  warmUpMs: Record<string, number>;
  rssMb: { start: number; loaded: number; end: number; peak: number };
}

const mb = (v: number) => `${Math.round(v)} MB`;
const secs = (ms: number) => (ms / 1000).toFixed(2);

function typeRows(s: EngineSummary, byType: Map<string, Tally>) {
  return [...byType]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, t]) => {
      const r = rates(t);
      return [engineName(s), type, t.tp + t.fn, t.tp, t.fp, fmtRate(r.recall), fmtRate(r.precision)];
    });
}

function entitySection(all: readonly EngineSummary[]): string {
  const header = ['engine', 'type', 'expected', 'found', 'false', 'recall', 'precision'];
  const matchRows = all.flatMap((s) =>
    s.entities.flatMap((e) =>
      e.matches.map((m) => [engineName(s), e.file, m.type, m.iou.toFixed(2), m.anyTypeIou.toFixed(2)]),
    ),
  );
  return [
    '## Entities on the Presidio OCR images',
    "With boxes (`ocr_test.png`: Presidio's word boxes grouped into entities by type and offsets, each the box enclosing its words): an expected entity is found when a reported entity of a matching type has IoU ≥ 0.5 with it; a reported entity matching none is false.",
    table(
      header,
      all.flatMap((s) => typeRows(s, s.entityByType)),
    ),
    'Each expected entity: the best IoU with a reported entity of its type, and with one of any type (the area is masked all the same).',
    table(['engine', 'image', 'type', 'IoU, its type', 'IoU, any type'], matchRows),
    "Type presence on every Presidio input (the manifest's `expect`; `dicom_RGB_ORIGINAL.png` expects nothing): a type is found when the image reports an entity of it, false when the image does not expect it. Flagged entities (DATE_TIME, NRP) count as reported.",
    table(
      ['engine', 'type', 'images expecting', 'found', 'false', 'recall', 'precision'],
      all.flatMap((s) => typeRows(s, s.typeByType)),
    ),
    "The collector's transcribed PII strings (`visible_pii_text`): how many the OCR read (case and spacing aside) and how many of those a reported entity overlaps.",
    table(
      ['engine', 'strings', 'read by OCR', 'covered by an entity'],
      all.map((s) => [engineName(s), s.transcribed.strings, s.transcribed.read, s.transcribed.covered]),
    ),
  ].join('\n\n');
}

function redactionSection(all: readonly EngineSummary[]): string {
  const rows = all.flatMap((s) =>
    s.similarity.map((x) => [
      engineName(s),
      x.file,
      x.ours === null ? 'no copy' : x.ours.toFixed(3),
      x.original.toFixed(3),
      x.ceiling.toFixed(3),
    ]),
  );
  return [
    "## Redacted copies against Presidio's references",
    "Similarity is 1 − mean absolute difference / 255 over RGB. Presidio's `ocr_test` reference is painted with fill 1, the transparent (1, 0, 0, 0): black in RGB, as our opaque black. Its `ocr_bounding_box` reference is painted red, so our black boxes differ there by colour as well as by place. Beside our copy: the unredacted input against the same reference (what painting nothing scores), and the reference's own boxes painted our black (the most our fill can score). An image whose result is `reject` gets no copy.",
    table(['engine', 'image', 'our copy', 'input, unredacted', 'reference boxes in black'], rows),
  ].join('\n\n');
}

function mrzSection(all: readonly EngineSummary[]): string {
  return [
    '## Machine-readable zones',
    "`findMrz` over each engine's OCR lines. Exact: every MRZ line equal to the manifest's. Valid: all check digits match. As expected: found, with the check-digit verdict the manifest gives (`id_cards_Malta_BAD.png` is meant to fail).",
    table(
      [
        'engine',
        'MRZ images',
        'MRZ found',
        'with expected MRZ',
        'found',
        'exact',
        'valid',
        'as expected',
        'false on negatives',
        'false on Presidio PII images',
      ],
      all.map((s) => [
        engineName(s),
        s.mrz.images,
        s.mrz.found,
        s.mrz.expected,
        s.mrz.expectedFound,
        s.mrz.exact,
        s.mrz.valid,
        s.mrz.validAsExpected,
        `${s.negatives.falseMrz} of ${s.negatives.images}`,
        s.falseMrzElsewhere,
      ]),
    ),
    '## Negatives',
    'The four negatives and `dicom_RGB_ORIGINAL.png`: every reported PII entity there is false.',
    table(
      ['engine', 'images', 'false entities', 'images with any'],
      all.map((s) => [engineName(s), s.negatives.images, s.negatives.falseEntities, s.negatives.imagesWithEntities]),
    ),
  ].join('\n\n');
}

function actionSection(all: readonly EngineSummary[]): string {
  const actions = ['allow', 'flag', 'mask', 'reject'];
  return [
    '## Actions',
    "The result's action per image. A rejected image gets no redacted copy; the safety types that rejected it are listed.",
    table(
      ['engine', ...actions, 'rejected images'],
      all.map((s) => [
        engineName(s),
        ...actions.map((a) => s.actions.get(a) ?? 0),
        s.rejected.map((r) => `${r.file} (${r.safety.join(', ')})`).join('; ') || '—',
      ]),
    ),
  ].join('\n\n');
}

function timeSection(all: readonly EngineSummary[], info: ImageRunInfo): string {
  return [
    '## Time and memory',
    "Wall time of one `analyzeImage` call (decode, OCR, MRZ, detection, boxes, redacted copy), images one at a time, after one untimed warm-up analysis per engine. Per megapixel: each image's time over its size. Longest stall: the longest the event loop went without a turn (`monitorEventLoopDelay`, 5 ms resolution) while a request was parsed from its JSON body, analysed and its answer serialised, as the app does on its main thread; OCR runs in worker threads.",
    table(
      [
        'engine',
        'images',
        'p50 s',
        'p95 s',
        'OCR p50 s',
        'p50 s/MP',
        'p95 s/MP',
        'images ≥ 1 MP',
        'their p50 s/MP',
        'warm-up s',
        'longest stall ms',
        'OCR read nothing',
      ],
      all.map((s) => [
        engineName(s),
        s.ms.length,
        secs(percentileOf(s.ms, 50)),
        secs(percentileOf(s.ms, 95)),
        secs(percentileOf(s.ocrMs, 50)),
        secs(percentileOf(s.msPerMp, 50)),
        secs(percentileOf(s.msPerMp, 95)),
        s.msPerMpLarge.length,
        secs(percentileOf(s.msPerMpLarge, 50)),
        secs(info.warmUpMs[s.engine] ?? Number.NaN),
        s.stall.ms.toFixed(1),
        s.ocrFailed.length,
      ]),
    ),
    `RSS of this process (VmRSS): ${mb(info.rssMb.start)} at start (detection engine built), ${mb(info.rssMb.loaded)} after one analysis on each engine, ${mb(info.rssMb.end)} at the end; peak (VmHWM) ${mb(info.rssMb.peak)}. Both OCR engines run in worker threads of this process, so its RSS holds them; Tesseract loads a language's model on first need, so the end figure is above the loaded one.`,
  ].join('\n\n');
}

export function renderImageReport(
  all: readonly EngineSummary[],
  runs: Record<string, readonly ImageRun[]>,
  targets: readonly TargetLine[],
  info: ImageRunInfo,
): string {
  return (
    [
      `# Image analysis (${info.date})`,
      `Machine: ${info.machine}. Load average before the run ${info.loadBefore}; at the end ${info.loadAfter}. The machine is shared: times are noisy.`,
      `Command: \`EVAL_DIR=/work/shared/eval tools/run pnpm --silent --filter @csg/bench bench:image\`. Corpus: ${info.corpus} (\`images/manifest.jsonl\`). Each input image goes through \`analyzeImage\` of \`@csg/media\` with each engine (\`createPaddleEngine\`, \`createTesseractEngine\`, PaddleOCR boxes by \`glyphSpans\`), the default detection engine and \`DEFAULT_POLICY\`, and the API's defaults: redaction on, confidence threshold 0.5, language \`auto\`. Presidio's two redacted outputs and its annotated rendering \`pii_verify.png\` are references, not inputs.`,
      '## Targets',
      targetBlock(targets),
      entitySection(all),
      redactionSection(all),
      mrzSection(all),
      actionSection(all),
      timeSection(all, info),
      perImageSection(runs),
    ].join('\n\n') + '\n'
  );
}
