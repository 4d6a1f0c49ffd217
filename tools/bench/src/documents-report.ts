import { basename } from 'node:path';
import type { ChatTurnRun } from './documents-chat-turn.ts';
import type { LargeRun } from './documents-large.ts';
import {
  chatSection,
  largeSection,
  memorySection,
  methodSection,
  sampleSpeedSection,
} from './documents-report-speed.ts';
import type { SampleRun } from './documents-samples.ts';
import { missesByType, missingTypes, tallyValues, type ValueTally } from './documents-scoring.ts';
import { table } from './report.ts';
import { targetBlock, type TargetLine } from './targets.ts';

/** The document benchmark as Markdown: file names, types, counts and times only, never a value. */

export interface DocumentsRunInfo {
  date: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  corpus: string;
}

const name = (s: SampleRun) => `\`${basename(s.case.file)}\``;
const readAs = (s: SampleRun) => (s.failure ? `refused: ${s.failure}` : (s.type ?? '?'));
const ratio = (n: number, of: number) => (of === 0 ? '—' : `${n} of ${of}`);
const reportedTypes = (s: SampleRun) => [...new Set(s.reported.map((r) => r.type))];

function byCount(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([item, n]) => `${item} ×${n}`)
    .join(', ');
}

function recallSection(samples: readonly SampleRun[]): string {
  const positives = samples.filter((s) => s.case.containsPii);
  const withValues = positives.filter((s) => s.values.length > 0);
  const valueRow = (label: string, t: ValueTally) => [label, t.values, t.inText, t.found, t.foundAsType];
  const all = withValues.flatMap((s) => s.values);
  const misses = [...missesByType(all)].sort(([a], [b]) => a.localeCompare(b));
  const typeRows = positives.map((s) => {
    const missing = missingTypes(s.case.expect, reportedTypes(s));
    const expected = new Set(s.case.expect).size;
    return [name(s), readAs(s), ratio(expected - missing.length, expected), missing.join(', ') || '—'];
  });
  const typesExpected = positives.reduce((n, s) => n + new Set(s.case.expect).size, 0);
  const typesMissed = positives.reduce((n, s) => n + missingTypes(s.case.expect, reportedTypes(s)).length, 0);
  return [
    '## PII recall against the manifest',
    `A reported entity is a PII or secrets entity the result lists: confidence ≥ 0.5 and action other than allow (flag counts). An expected value is **found** when a reported entity overlaps one of its occurrences in the extracted text (case and runs of whitespace aside), **found as its type** when that entity's type is the expected one (the corpus aliases of \`pii-types.ts\` apply). ${withValues.length} of the ${positives.length} documents containing PII list their values (\`expected_values\`); the others list only the types they hold (\`expect\`), scored below by presence.`,
    table(
      ['document', 'values', 'in the extracted text', 'found', 'found as its type'],
      [...withValues.map((s) => valueRow(name(s), tallyValues(s.values))), valueRow('**all**', tallyValues(all))],
    ),
    'Misses by expected type: not in the extracted text (extraction lost it), in the text but covered by no reported entity, or covered by an entity of another type.',
    misses.length === 0
      ? 'No value listed.'
      : table(
          ['type', 'values', 'not in the text', 'not covered', 'covered as another type'],
          misses.map(([type, m]) => [type, m.values, m.notInText, m.notFound, m.otherType]),
        ),
    `Type presence on every document containing PII: an expected type is found when some reported entity has it. Overall ${typesExpected - typesMissed} of ${typesExpected} expected types found.`,
    table(['document', 'read as', 'expected types found', 'types not found'], typeRows),
  ].join('\n\n');
}

function negativesSection(samples: readonly SampleRun[]): string {
  const negatives = samples.filter((s) => !s.case.containsPii);
  const total = negatives.reduce((n, s) => n + s.reported.length, 0);
  return [
    '## False hits on the negatives',
    `The ${negatives.length} documents the manifest marks \`contains_pii: false\`: every reported PII or secrets entity there is false; its type and the part of the file it was read from (body, metadata, …). ${total} entities in ${negatives.filter((s) => s.reported.length > 0).length} documents.`,
    table(
      ['document', 'read as', 'entities', 'type (part) × count', 'safety types'],
      negatives.map((s) => [
        name(s),
        readAs(s),
        s.reported.length,
        byCount(s.reported.map((r) => `${r.type} (${r.part})`)) || '—',
        s.safety.join(', ') || '—',
      ]),
    ),
  ].join('\n\n');
}

function residueSection(samples: readonly SampleRun[]): string {
  const rows = samples.map((s) => {
    const r = s.residue;
    const copy = s.copyBytes === undefined ? `no copy (${s.failure ? 'refused' : s.action})` : `${s.copyBytes} B`;
    return [
      name(s),
      readAs(s),
      copy,
      r?.searched ?? '—',
      r?.short ?? '—',
      r?.left ?? '—',
      r ? `${r.manifestLeft} of ${r.manifestSearched}` : '—',
    ];
  });
  return [
    '## Residue after redaction',
    'Each document analysed with `redact: true`; where a copy was written, it is searched for every masked value (the text of each masked span, cut at line breaks) and every manifest value a masked entity covered: DOCX/XLSX every zip part inflated (JSZip, `zipParts`) as UTF-8 and UTF-16, PDF the raw bytes with every stream inflated and hex strings decoded (`pdfRawText`), CSV/TXT the bytes as UTF-8, and for every type the copy’s text read again by the codec. A value counts as left when it appears as a whole word (no letter or digit either side), case and runs of whitespace aside, as written or XML-escaped. Values under three characters with a letter, or six without, are not searched: they occur by chance in compressed and image data.',
    table(
      ['document', 'read as', 'copy', 'masked values searched', 'too short to search', 'left', 'manifest values left'],
      rows,
    ),
  ].join('\n\n');
}

function perDocumentSection(samples: readonly SampleRun[]): string {
  return [
    '## Per document',
    table(
      [
        'document',
        'PII',
        'read as',
        'KB',
        'characters',
        'action',
        'PII entities',
        'safety types',
        'ms',
        'ms with redaction',
      ],
      samples.map((s) => [
        name(s),
        s.case.containsPii ? 'yes' : 'no',
        readAs(s),
        (s.bytes / 1000).toFixed(1),
        s.textLength ?? '—',
        s.action ?? '—',
        s.reported.length,
        s.safety.join(', ') || '—',
        s.ms.detect.toFixed(0),
        s.ms.redact.toFixed(0),
      ]),
    ),
  ].join('\n\n');
}

export function renderDocumentsReport(
  data: { samples: SampleRun[]; large: LargeRun[]; chat: ChatTurnRun[]; targets: TargetLine[] },
  info: DocumentsRunInfo,
): string {
  return (
    [
      `# Document analysis (${info.date})`,
      `Machine: ${info.machine}. Load average before the run ${info.loadBefore}; at the end ${info.loadAfter}. The machine is shared with other work: times are noisy.`,
      `Command: \`EVAL_DIR=/work/shared/eval tools/run pnpm --silent --filter @csg/bench bench:documents\`. Corpus: ${info.corpus} (\`docs/manifest.jsonl\`, ${data.samples.length} files). Every file goes through \`analyzeDocument\` of \`@csg/documents\` as media-analysis wires it: \`documentCodec\` (the real formats), the default detection engine warmed up, \`DEFAULT_POLICY\`, Tesseract reading pages without a text layer, and the API's defaults (confidence threshold 0.5). MB = 10^6 bytes.`,
      '## Targets',
      targetBlock(data.targets),
      recallSection(data.samples),
      negativesSection(data.samples),
      residueSection(data.samples),
      sampleSpeedSection(data.samples),
      largeSection(data.large),
      memorySection(data.large),
      chatSection(data.chat),
      perDocumentSection(data.samples),
      methodSection(data.large),
    ].join('\n\n') + '\n'
  );
}
