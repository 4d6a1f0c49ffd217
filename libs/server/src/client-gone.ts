import type { ServerResponse } from 'node:http';

/**
 * A signal aborted when the client goes away before its response is complete, to stop the work
 * done for it (an upstream call, a provider stream). Not after a normal end: nothing is left to
 * stop then, and an abort builds an exception object on every request.
 */
export function abortWhenClientLeaves(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
