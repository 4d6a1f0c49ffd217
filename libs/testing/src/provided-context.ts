/** What the global set-up hands to every test file through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose role may create and drop databases. */
    pgAdminUrl: string;
    /** Redis for tests, or null when none could be had (see redisSkipReason). */
    redisUrl: string | null;
    redisSkipReason: string | null;
  }
}

export {};
