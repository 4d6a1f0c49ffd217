import { parentPort, workerData } from 'node:worker_threads';
import { alphabetClasses } from './ctc-decode.ts';
import type { PaddleModelFiles } from './model-files.ts';
import { loadModels, readLineImages, readLines, type PaddleModels } from './read-lines.ts';
import type { FromWorker, ToWorker, WorkerResult } from './worker-messages.ts';

/**
 * Runs PaddleOCR off the main thread: the models load here, once per engine, and every image is
 * decoded, detected and read here. In the main thread one 1-megapixel image stalled the event loop
 * for over a second (resizing, tensor building, contour tracing and crop sampling are plain JS).
 */
const port = parentPort;
if (!port) throw new Error('paddle-worker must run in a worker thread');
const { files, threads } = workerData as { files: PaddleModelFiles; threads?: number };
const post = (message: FromWorker) => port.postMessage(message);

try {
  const models = await loadModels(files, threads);
  port.on('message', (message: ToWorker) => {
    run(models, message).then(
      (result) => post({ type: 'result', id: message.id, result }),
      (error: unknown) =>
        post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  post({ type: 'ready' });
} catch {
  post({ type: 'failed' });
}

function run(models: PaddleModels, message: ToWorker): Promise<WorkerResult> {
  if (message.kind === 'page') return readLines(models, message.image);
  const allowed = message.alphabet === undefined ? undefined : alphabetClasses(models.dictionary, message.alphabet);
  return readLineImages(models, message.images, allowed);
}
