import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, platform, release, tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { createDefaultEngine, DEFAULT_POLICY, warmUp } from '@csg/detection-engine';
import { documentCodec, type PageOcr } from '@csg/documents';
import { createTesseractEngine } from '@csg/media';
import { chatTurnCost } from './documents-chat-turn.ts';
import { loadDocCases } from './documents-corpus.ts';
import { runLarge } from './documents-large.ts';
import { renderDocumentsReport } from './documents-report.ts';
import { runSamples } from './documents-samples.ts';
import { documentTargets } from './documents-targets.ts';
import { evalDir } from './corpora.ts';

/**
 * The document pipeline over the document evaluation corpus and over generated large files: PII
 * recall against the manifest, false hits on negatives, what a redacted copy still holds, time
 * per MB, peak RSS per file in a child process, and the cost of a document to a chat turn.
 * Prints Markdown; progress goes to stderr.
 */
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
const progress = (line: string) => process.stderr.write(`${line}\n`);

const loadBefore = load();
const dir = evalDir();
const cases = await loadDocCases(dir);
const work = await mkdtemp(join(tmpdir(), 'csg-documents-bench-'));
try {
  const detection = createDefaultEngine();
  warmUp(detection);
  const tesseract = createTesseractEngine();
  // As media-analysis reads scanned pages: Tesseract keeps the spaces between small printed words.
  const ocr: PageOcr = async (png) => (await tesseract.recognize(png, { language: 'auto' })).text;
  const deps = {
    codec: documentCodec,
    detect: async (text: string, policy: typeof DEFAULT_POLICY) =>
      (await detection.detect(text, { policy })).detectedEntities,
    ocr,
  };
  progress(`evaluation samples (${cases.length})`);
  const samples = await runSamples({ dir, deps, policy: DEFAULT_POLICY }, cases);
  progress('chat-turn cost');
  const chat = await chatTurnCost(deps, DEFAULT_POLICY, work);
  await Promise.all([tesseract.close(), detection.close()]);

  const largest = samples.filter((s) => s.type).sort((a, b) => b.bytes - a.bytes)[0]!;
  const large = await runLarge(
    work,
    {
      name: basename(largest.case.file),
      path: join(dir, largest.case.file),
      type: largest.type!,
      bytes: largest.bytes,
    },
    progress,
  );

  const cpu = cpus();
  process.stdout.write(
    renderDocumentsReport(
      { samples, large, chat, targets: documentTargets(samples, large, chat) },
      {
        date: new Date().toISOString().slice(0, 10),
        machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}`,
        loadBefore,
        loadAfter: load(),
        corpus: `\`${relative(resolve(import.meta.dirname, '../../..'), dir)}\``,
      },
    ),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
