import { fork } from 'node:child_process';
import type { DetectionEngine } from '@csg/detection-engine';
import { PROMPT, REPLY } from './payload.ts';

/**
 * What the detection engine holds, measured in a fresh process started with --expose-gc: memory
 * after a full collection at each step. The library's import (the tables its modules build), then
 * each built-in detector family made and used once (what it loads on first use), then a whole
 * default engine beside them (any second copy of a table would show here), then twice 2,000 chat
 * turns (anything a request leaves behind would grow in the second).
 */
export interface MemoryStep {
  step: string;
  heapMb: number;
  /** Memory outside the JS heap that JS objects own: typed arrays of models and tables. */
  externalMb: number;
  rssMb: number;
}

const TURNS = 2_000;

async function measure(): Promise<MemoryStep[]> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('engine-memory.ts needs --expose-gc');
  const steps: MemoryStep[] = [];
  const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  const take = (step: string) => {
    collect();
    collect();
    const m = process.memoryUsage();
    steps.push({ step, heapMb: mb(m.heapUsed), externalMb: mb(m.external), rssMb: mb(m.rss) });
  };
  take('node, nothing loaded');
  const lib = await import('@csg/detection-engine');
  take('@csg/detection-engine imported');
  const unasked = { identify: () => ({ code: 'und', reliable: false }) };
  const engines: DetectionEngine[] = [];
  for (const [family, detectors] of Object.entries(lib.builtInDetectorFamilies())) {
    const engine = lib.createDetectionEngine({ detectors, normalize: lib.normalize, language: unasked });
    lib.warmUp(engine);
    engines.push(engine);
    take(`+ ${family} detectors, used once`);
  }
  lib.createLanguageIdentifier({ defaultLanguage: 'en' }).identify(PROMPT);
  take('+ language identifier, used once');
  const engine = lib.createDefaultEngine();
  lib.warmUp(engine);
  take('+ a whole default engine beside them');
  // Twice: what the first turns leave (compiled code, type feedback) is paid once; what every turn
  // leaves would grow again in the second round.
  for (const round of ['first', 'next']) {
    for (let i = 0; i < TURNS; i++) {
      await engine.detect(PROMPT, { policy: lib.DEFAULT_POLICY });
      await engine.detect(REPLY, { policy: lib.DEFAULT_POLICY });
    }
    take(`+ the ${round} ${TURNS} chat turns through it`);
  }
  await Promise.all([...engines, engine].map((e) => e.close()));
  return steps;
}

if (process.send && process.env.ENGINE_MEMORY_CHILD) {
  process.send(await measure());
  process.disconnect();
}

/** Runs the measurement in a child process of its own. */
export function engineMemory(): Promise<MemoryStep[]> {
  const child = fork(import.meta.filename, {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, ENGINE_MEMORY_CHILD: '1' },
    stdio: 'inherit',
  });
  return new Promise((done, fail) => {
    child.once('message', (steps: MemoryStep[]) => done(steps));
    child.once('exit', (code) => fail(new Error(`engine-memory child exited (${code}) without an answer`)));
  });
}
