/** The part of autocannon's programmatic API the chat benchmark uses (the package has no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    /** Called with each complete response body; false counts a mismatch. */
    verifyBody?: (body: string) => boolean;
  }

  interface Result {
    duration: number;
    totalCompletedRequests: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
