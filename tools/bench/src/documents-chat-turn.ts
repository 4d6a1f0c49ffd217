import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilterPolicy } from '@csg/detection-engine';
import { analyzeDocument, DocumentError, type AnalyzeDocumentDeps } from '@csg/documents';
import { docx, photoOf } from './documents-docx.ts';
import { recordsForBytes, writeDocument } from './documents-generate.ts';
import { watchStalls } from './event-loop-stalls.ts';
import { median } from './stats.ts';

/**
 * What a document costs a chat turn: the media app's /internal/inspect-document in process (the
 * JSON body parsed and the file decoded, analyzeDocument without a copy at the filter's own
 * thresholds, the answer serialised), for a 1 MB TXT and a 1 MB DOCX holding the same text and a
 * photograph, as a report with a picture does.
 */

const TARGET_BYTES = 1_000_000;
const TIMED_RUNS = 3;

export interface ChatTurnRun {
  type: 'txt' | 'docx';
  bytes: number;
  photoBytes: number;
  /** DOCX: the same file without the photograph. */
  textOnlyBytes?: number;
  textLength: number;
  piiCount: number;
  /** Median wall time; NaN when the file was refused. */
  ms: number;
  /** The longest the event loop went without a turn in any of the timed runs. */
  stallMs: number;
  failure?: string;
}

async function inspect(
  deps: AnalyzeDocumentDeps,
  policy: FilterPolicy,
  type: 'txt' | 'docx',
  bytes: Buffer,
): Promise<Omit<ChatTurnRun, 'photoBytes'>> {
  const body = JSON.stringify({ type, data: bytes.toString('base64') });
  const times: number[] = [];
  let stallMs = 0;
  let last = { textLength: 0, piiCount: 0 };
  for (let i = 0; i < TIMED_RUNS; i += 1) {
    const stopWatching = await watchStalls();
    const began = performance.now();
    try {
      const { data } = JSON.parse(body) as { data: string };
      const analysis = await analyzeDocument(deps, {
        bytes: Buffer.from(data, 'base64'),
        filename: `document.${type}`,
        redact: false,
        confidenceThreshold: 0,
        policy,
      });
      JSON.stringify({ maskedText: analysis.maskedText, entities: analysis.entities });
      last = { textLength: analysis.textLength, piiCount: analysis.piiDetections.length };
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      return {
        type,
        bytes: bytes.length,
        ms: Number.NaN,
        stallMs: await stopWatching(),
        failure: error.failure,
        ...last,
      };
    }
    times.push(performance.now() - began);
    stallMs = Math.max(stallMs, await stopWatching());
  }
  return { type, bytes: bytes.length, ms: median(times), stallMs, ...last };
}

export async function chatTurnCost(
  deps: AnalyzeDocumentDeps,
  policy: FilterPolicy,
  dir: string,
): Promise<ChatTurnRun[]> {
  const path = join(dir, 'chat-turn.txt');
  const records = await recordsForBytes('txt', TARGET_BYTES, path);
  await writeDocument('txt', records, path);
  const textOnly = await docx(records);
  const photo = await photoOf(TARGET_BYTES - textOnly.length);
  return [
    { ...(await inspect(deps, policy, 'txt', await readFile(path))), photoBytes: 0 },
    {
      ...(await inspect(deps, policy, 'docx', await docx(records, photo))),
      photoBytes: photo.length,
      textOnlyBytes: textOnly.length,
    },
  ];
}
