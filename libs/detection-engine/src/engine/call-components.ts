import { ComponentError, type ComponentFailure } from '../external/component-error.ts';
import type { ComponentRequest, ExternalComponent } from '../external/types.ts';
import type { Finding } from '../types.ts';
import { errorName } from './run-detectors.ts';
import type { DetectedLanguage, EngineLog } from './types.ts';

export interface ComponentsOutcome {
  findings: Finding[];
  /** The language-detector's answer, when it gave a reliable one. */
  language?: DetectedLanguage;
  skipped: string[];
}

/** Settles with the promise or rejects when the signal aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ComponentError('timeout', 'deadline passed'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function failureOf(error: unknown, signal: AbortSignal): ComponentFailure {
  if (error instanceof ComponentError) return error.reason;
  return signal.aborted ? 'timeout' : 'unreachable';
}

/**
 * Calls every component at once under one deadline (the signal). Whatever answers in time and
 * makes sense is used; a component that is down, late or talks nonsense is skipped for this
 * request and named, never retried (fail-open).
 */
export async function callComponents(
  components: readonly ExternalComponent[],
  request: ComponentRequest,
  signal: AbortSignal,
  log?: EngineLog,
): Promise<ComponentsOutcome> {
  const settled = await Promise.allSettled(
    components.map((component) =>
      untilAborted(
        Promise.resolve().then(() => component.analyze(request, signal)),
        signal,
      ),
    ),
  );
  const outcome: ComponentsOutcome = { findings: [], skipped: [] };
  settled.forEach((result, index) => {
    const name = components[index]!.name;
    if (result.status === 'rejected') {
      outcome.skipped.push(name);
      const reason = failureOf(result.reason, signal);
      log?.warn({ component: name, reason, error: errorName(result.reason) }, 'component skipped');
      return;
    }
    for (const finding of result.value.findings) outcome.findings.push(finding);
    if (result.value.language?.reliable) outcome.language = result.value.language;
  });
  return outcome;
}
