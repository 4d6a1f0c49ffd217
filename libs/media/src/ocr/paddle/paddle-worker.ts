import { parentPort, workerData } from 'node:worker_threads';
import type { PaddleModelFiles } from './model-files.ts';
import { loadModels, readLines } from './read-lines.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

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
  port.on('message', ({ id, image }: ToWorker) => {
    readLines(models, image).then(
      (result) => post({ type: 'result', id, result }),
      (error: unknown) => post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  post({ type: 'ready' });
} catch {
  post({ type: 'failed' });
}
