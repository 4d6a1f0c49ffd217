import type { DocumentType } from '@csg/documents';
import type { ChatTurnRun } from './documents-chat-turn.ts';
import type { LargeRun } from './documents-large.ts';
import type { SampleRun } from './documents-samples.ts';
import type { ChildResult } from './documents-types.ts';
import type { TargetLine } from './targets.ts';

/** The document pipeline's bars. A figure that was not measured never passes. */

export const MIN_MB_PER_S: Record<DocumentType, number> = { txt: 5, csv: 5, pdf: 1, docx: 1, xlsx: 1 };
export const MAX_PEAK_MB = 1024;
export const MAX_CHAT_TURN_MS = 1000;

export const mbOf = (bytes: number) => bytes / 1e6;
export const mbPerS = (bytes: number, ms: number) => mbOf(bytes) / (ms / 1000);

/** How a child run ended, for a table cell or a target line. */
export function outcomeText(r: ChildResult): string {
  if (r.outcome === 'done') return r.action === 'reject' ? 'done, rejected (no copy)' : 'done';
  if (r.outcome === 'refused') return `refused: ${r.failure} (${r.detail})`;
  return `crashed: ${r.reason}`;
}

function residueLine(samples: readonly SampleRun[]): TargetLine {
  const withCopy = samples.filter((s) => s.residue);
  const sum = (pick: (r: NonNullable<SampleRun['residue']>) => number) =>
    withCopy.reduce((n, s) => n + pick(s.residue!), 0);
  const [searched, left, manifest, manifestLeft] = [
    sum((r) => r.searched),
    sum((r) => r.left),
    sum((r) => r.manifestSearched),
    sum((r) => r.manifestLeft),
  ];
  return {
    name: 'no masked value left in the redacted copies of the evaluation documents (zip parts and PDF streams inflated, CSV/TXT bytes, text read again)',
    actual: `${left} left of ${searched} masked values searched in ${withCopy.length} copies; manifest values masked: ${manifestLeft} left of ${manifest}`,
    pass: searched > 0 && left === 0 && manifestLeft === 0,
  };
}

function speedLine(type: DocumentType, samples: readonly SampleRun[], large: readonly LargeRun[]): TargetLine {
  const min = MIN_MB_PER_S[type];
  const run = large.find((l) => l.type === type && l.size === 'in limits' && l.mode === 'detect');
  const ofType = samples.filter((s) => s.type === type && !s.failure);
  const sampleBytes = ofType.reduce((n, s) => n + s.bytes, 0);
  const sampleMs = ofType.reduce((n, s) => n + s.ms.detect, 0);
  const samplesText =
    ofType.length > 0
      ? `; evaluation samples: ${mbPerS(sampleBytes, sampleMs).toFixed(2)} MB/s over ${ofType.length}`
      : '';
  if (run?.result.outcome !== 'done') {
    return {
      name: `extraction + detection ≥ ${min} MB/s for ${type.toUpperCase()}`,
      actual: `${run ? outcomeText(run.result) : 'not run'}${samplesText}`,
      pass: false,
    };
  }
  const rate = mbPerS(run.bytes, run.result.ms);
  return {
    name: `extraction + detection ≥ ${min} MB/s for ${type.toUpperCase()}`,
    actual: `${rate.toFixed(2)} MB/s over a generated ${mbOf(run.bytes).toFixed(1)} MB file of ${(run.result.textLength / 1e6).toFixed(2)} M characters${samplesText}`,
    pass: Number.isFinite(rate) && rate >= min,
  };
}

const peakOf = (r: ChildResult) => (r.outcome === 'crashed' ? Number.NaN : r.peakMb);

function rssLine(name: string, runs: readonly LargeRun[]): TargetLine {
  const peaks = runs.map((l) => peakOf(l.result));
  const parts = runs.map(
    (l) =>
      `${l.size}${l.mode === 'redact' ? ' with redaction' : ''} ${Math.round(peakOf(l.result))} MB` +
      (l.result.outcome === 'done'
        ? ''
        : ` (${l.result.outcome === 'refused' ? `refused: ${l.result.failure}` : outcomeText(l.result)})`),
  );
  return {
    name: `peak RSS < ${MAX_PEAK_MB / 1024} GB for ${name} (child process of its own)`,
    actual: parts.join(', ') || 'not run',
    pass: peaks.length > 0 && peaks.every((p) => Number.isFinite(p) && p < MAX_PEAK_MB),
  };
}

function chatLine(run: ChatTurnRun): TargetLine {
  return {
    name: `a chat turn with a 1 MB ${run.type.toUpperCase()} spends ≤ ${MAX_CHAT_TURN_MS / 1000} s in the document path (in process)`,
    actual: Number.isFinite(run.ms)
      ? `${(run.ms / 1000).toFixed(2)} s for ${mbOf(run.bytes).toFixed(2)} MB, ${(run.textLength / 1e6).toFixed(2)} M characters`
      : `refused: ${run.failure ?? 'not measured'}`,
    pass: Number.isFinite(run.ms) && run.ms <= MAX_CHAT_TURN_MS,
  };
}

export function documentTargets(
  samples: readonly SampleRun[],
  large: readonly LargeRun[],
  chat: readonly ChatTurnRun[],
): TargetLine[] {
  const types: DocumentType[] = ['txt', 'csv', 'pdf', 'docx', 'xlsx'];
  const largest = large.filter((l) => l.size === 'largest sample');
  return [
    residueLine(samples),
    ...types.map((type) => speedLine(type, samples, large)),
    ...(largest.length > 0 ? [rssLine(`the largest evaluation sample (${largest[0]!.name})`, largest)] : []),
    ...types.map((type) =>
      rssLine(
        `generated .${type} files`,
        large.filter((l) => l.type === type && l.size !== 'largest sample'),
      ),
    ),
    ...chat.map(chatLine),
  ];
}
