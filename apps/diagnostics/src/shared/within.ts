/** Thrown by `within` when the work did not finish in time. */
export class TimedOut extends Error {
  constructor() {
    super('timeout');
    this.name = 'TimedOut';
  }
}

/**
 * The work's result, or a TimedOut rejection after `ms`. The work itself is not stopped, so every
 * caller also bounds it at its source (a connect timeout, an abort signal); this bounds the wait.
 */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failure as the snapshot may report it: its code or `timeout`, never a driver's message (which can name hosts and users). */
export function failureCode(err: unknown): string {
  if (err instanceof TimedOut) return 'timeout';
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_. -]{1,64}$/.test(code) ? code : 'failed';
}
