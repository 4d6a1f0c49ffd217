import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FilterPolicy } from '@csg/detection-engine';
import {
  analyzeDocument,
  documentCodec,
  DocumentError,
  type AnalyzeDocumentDeps,
  type DocumentAnalysis,
  type DocumentType,
  type ExtractedDocument,
} from '@csg/documents';
import { pdfRawText, zipParts } from '@csg/documents/testing';
import type { DocCase } from './documents-corpus.ts';
import {
  maskedPieces,
  residues,
  scoreValue,
  searchable,
  segmentAt,
  type ReportedSpan,
  type ValueOutcome,
} from './documents-scoring.ts';
import { CONFIDENCE_THRESHOLD } from './documents-types.ts';
import { median } from './stats.ts';

/**
 * Each evaluation document through analyzeDocument as the API runs it: scored against the
 * manifest, its redacted copy searched for what was masked, then timed. A run keeps types, counts
 * and times; the values are compared here and dropped.
 */

const TIMED_RUNS = 3;

export interface Residue {
  /** Masked values searched, and masked values too short to search reliably. */
  searched: number;
  short: number;
  left: number;
  /** Manifest values a masked entity covered, and how many of them the copy still holds. */
  manifestSearched: number;
  manifestLeft: number;
}

export interface SampleRun {
  case: DocCase;
  bytes: number;
  /** The DocumentError's failure when the file was refused. */
  failure?: string;
  type?: DocumentType;
  action?: string;
  textLength?: number;
  values: ValueOutcome[];
  /** Each reported PII or secrets entity: its type and the part of the file it sits in. */
  reported: { type: string; part: string }[];
  safety: string[];
  copyBytes?: number;
  residue?: Residue;
  /** Medians of the timed runs: without and with redaction. */
  ms: { detect: number; redact: number };
}

export interface SampleSetup {
  dir: string;
  deps: AnalyzeDocumentDeps;
  policy: FilterPolicy;
}

const isPiiLike = (category: string) => category === 'pii' || category === 'secrets';

/** Every place a value could survive in a copy: its parts or streams inflated, and its text read again. */
async function copyTexts(type: DocumentType, copy: Buffer): Promise<string[]> {
  const reread = (await documentCodec.extract(copy, type, {})).segments.map((s) => s.text).join('\n');
  if (type === 'docx' || type === 'xlsx') {
    const parts = [...(await zipParts(copy)).values()];
    return [reread, ...parts.flatMap((part) => [part.toString('utf8'), part.toString('utf16le')])];
  }
  if (type === 'pdf') return [reread, pdfRawText(copy)];
  return [reread, copy.toString('utf8')];
}

async function residueOf(run: SampleRun, text: string, spans: ReportedSpan[], copy: Buffer): Promise<Residue> {
  const masked = maskedPieces(text, spans);
  const manifest = Object.entries(run.case.expectedValues).flatMap(([type, values]) =>
    values.filter((value) => scoreValue(text, type, value, spans).masked && searchable(value)),
  );
  const haystacks = await copyTexts(run.type!, copy);
  const wanted = masked.filter(searchable);
  return {
    searched: wanted.length,
    short: masked.length - wanted.length,
    left: residues(haystacks, wanted).length,
    manifestSearched: manifest.length,
    manifestLeft: residues(haystacks, manifest).length,
  };
}

async function timed(setup: SampleSetup, bytes: Buffer, filename: string, redact: boolean): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i += 1) {
    const began = performance.now();
    await analyzeDocument(setup.deps, {
      bytes,
      filename,
      redact,
      confidenceThreshold: CONFIDENCE_THRESHOLD,
      policy: setup.policy,
    }).catch((error: unknown) => {
      if (!(error instanceof DocumentError)) throw error;
    });
    times.push(performance.now() - began);
  }
  return median(times);
}

async function runOne(setup: SampleSetup, c: DocCase): Promise<SampleRun> {
  const bytes = await readFile(join(setup.dir, c.file));
  const filename = basename(c.file);
  let extracted: ExtractedDocument | undefined;
  const codec = {
    ...setup.deps.codec,
    extract: async (...args: Parameters<typeof documentCodec.extract>) =>
      (extracted = await setup.deps.codec.extract(...args)),
  };
  const ms = {
    detect: await timed(setup, bytes, filename, false),
    redact: await timed(setup, bytes, filename, true),
  };
  const run: SampleRun = { case: c, bytes: bytes.length, values: [], reported: [], safety: [], ms };
  let analysis: DocumentAnalysis;
  try {
    analysis = await analyzeDocument(
      { ...setup.deps, codec },
      { bytes, filename, redact: true, confidenceThreshold: CONFIDENCE_THRESHOLD, policy: setup.policy },
    );
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { ...run, failure: error.failure };
  }
  const segments = extracted?.segments ?? [];
  const text = segments.map((s) => s.text).join('\n');
  const lengths = segments.map((s) => s.text.length);
  const pii = analysis.entities.filter((e) => isPiiLike(e.category));
  const spans = pii.map((e) => ({ start: e.start, end: e.end, type: e.type, action: e.action }));
  Object.assign(run, {
    type: analysis.type,
    action: analysis.action,
    textLength: analysis.textLength,
    values: Object.entries(c.expectedValues).flatMap(([type, values]) =>
      values.map((value) => scoreValue(text, type, value, spans)),
    ),
    reported: pii.map((e) => ({ type: e.type, part: segments[segmentAt(lengths, e.start)]?.part ?? '?' })),
    safety: analysis.safetyTypes,
  });
  if (analysis.redacted) {
    run.copyBytes = analysis.redacted.length;
    run.residue = await residueOf(run, text, spans, analysis.redacted);
  }
  return run;
}

/** One file at a time; the first timed run of the first file also warms pdfjs and the OCR workers. */
export async function runSamples(setup: SampleSetup, cases: readonly DocCase[]): Promise<SampleRun[]> {
  const runs: SampleRun[] = [];
  for (const c of cases) runs.push(await runOne(setup, c));
  return runs;
}
