import { readFile } from 'node:fs/promises';
import { createDefaultEngine, DEFAULT_POLICY, warmUp } from '@csg/detection-engine';
import { analyzeDocument, documentCodec, DocumentError, type DocumentCodec } from '@csg/documents';
import { watchStalls } from './event-loop-stalls.ts';
import { CONFIDENCE_THRESHOLD, type ChildResult } from './documents-types.ts';
import { readResident } from './memory-rss.ts';

/**
 * Forked by documents-large.ts: one document, one analysis, in a process of its own, so that its
 * peak RSS (VmHWM) is this analysis's alone. Argv: the file, then `detect` or `redact`. Sends one
 * ChildResult over IPC. No OCR engine: every page of the generated files has a text layer.
 */
const [path, mode] = process.argv.slice(2);
if (!path || (mode !== 'detect' && mode !== 'redact'))
  throw new Error('usage: documents-child.ts <file> detect|redact');

const engine = createDefaultEngine();
warmUp(engine);
const baselineMb = readResident(process.pid).rssMb;
const bytes = await readFile(path);

// Time spent in each stage, the stages being awaited one after the other.
const stages = { extractMs: 0, detectMs: 0, redactMs: 0 };
const timing =
  <A extends unknown[], R>(stage: keyof typeof stages, f: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const began = performance.now();
    try {
      return await f(...args);
    } finally {
      stages[stage] += performance.now() - began;
    }
  };
const codec: DocumentCodec = {
  sniff: (...args) => documentCodec.sniff(...args),
  extract: timing('extractMs', (...args: Parameters<DocumentCodec['extract']>) => documentCodec.extract(...args)),
  redact: timing('redactMs', (...args: Parameters<DocumentCodec['redact']>) => documentCodec.redact(...args)),
};
const detect = timing(
  'detectMs',
  async (text: string, policy: typeof DEFAULT_POLICY) => (await engine.detect(text, { policy })).detectedEntities,
);

const stopWatching = await watchStalls();
const began = performance.now();
const cpuBefore = process.cpuUsage();
const cpuMs = () => {
  const { user, system } = process.cpuUsage(cpuBefore);
  return (user + system) / 1000;
};
let result: ChildResult;
try {
  const analysis = await analyzeDocument(
    { codec, detect },
    { bytes, redact: mode === 'redact', confidenceThreshold: CONFIDENCE_THRESHOLD, policy: DEFAULT_POLICY },
  );
  const ms = performance.now() - began;
  result = {
    outcome: 'done',
    ms,
    cpuMs: cpuMs(),
    ...stages,
    textLength: analysis.textLength,
    pageCount: analysis.pageCount,
    action: analysis.action,
    piiCount: analysis.piiDetections.length,
    masked: analysis.piiDetections.filter((d) => d.action === 'mask').length,
    safety: analysis.safetyTypes,
    copyBytes: analysis.redacted?.length ?? null,
    baselineMb,
    peakMb: Number.NaN,
    stallMs: Number.NaN,
  };
} catch (error) {
  if (!(error instanceof DocumentError)) throw error;
  result = {
    outcome: 'refused',
    ms: performance.now() - began,
    cpuMs: cpuMs(),
    failure: error.failure,
    detail: error.detail,
    baselineMb,
    peakMb: Number.NaN,
    stallMs: Number.NaN,
  };
}
result.stallMs = await stopWatching();
result.peakMb = readResident(process.pid).peakMb;
await engine.close();
process.send?.(result, () => process.exit(0));
