import { cpus, loadavg, platform, release } from 'node:os';
import { relative, resolve } from 'node:path';
import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { createPaddleEngine, createTesseractEngine, glyphSpans, type OcrEngineId } from '@csg/media';
import { evalDir } from './corpora.ts';
import { loadImageCases } from './image-corpus.ts';
import { renderImageReport } from './image-report.ts';
import { runEngine, warmUp, type ImageRun, type RunSetup } from './image-run.ts';
import { summarise } from './image-summary.ts';
import { imageTargets } from './image-targets.ts';
import { readResident } from './memory-rss.ts';

/**
 * The image pipeline over the image evaluation corpus with both OCR engines: entities and their
 * boxes, redacted copies, machine-readable zones, false alarms, time and memory. Prints Markdown.
 */
const ENGINES: readonly OcrEngineId[] = ['paddleocr', 'tesseract'];
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

const loadBefore = load();
const dir = evalDir();
const inputs = (await loadImageCases(dir)).filter((c) => c.role === undefined);
const detection = createDefaultEngine();
const engines = { paddleocr: createPaddleEngine(), tesseract: createTesseractEngine() };
const setup: RunSetup = {
  dir,
  deps: { engines, lineSpans: { paddleocr: glyphSpans } },
  detect: (text, policy) => detection.detect(text, { policy }).then((r) => r.detectedEntities),
  policy: DEFAULT_POLICY,
};

const start = readResident(process.pid).rssMb;
const warmUpMs: Record<string, number> = {};
for (const engine of ENGINES) warmUpMs[engine] = await warmUp(setup, engine, inputs[0]!);
const loaded = readResident(process.pid).rssMb;

const runs: Record<string, ImageRun[]> = {};
for (const engine of ENGINES) runs[engine] = await runEngine(setup, engine, inputs);
const end = readResident(process.pid);
await Promise.all(Object.values(engines).map((e) => e.close()));

const summaries = ENGINES.map((engine) => summarise(engine, runs[engine]!));
const cpu = cpus();
process.stdout.write(
  renderImageReport(summaries, runs, imageTargets(summaries, end.peakMb), {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}`,
    loadBefore,
    loadAfter: load(),
    corpus: `\`${relative(resolve(import.meta.dirname, '../../..'), dir)}\``,
    warmUpMs,
    rssMb: { start, loaded, end: end.rssMb, peak: end.peakMb },
  }),
);
