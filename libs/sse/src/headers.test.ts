import { describe, expect, it } from 'vitest';
import { SSE_HEADERS } from './headers.ts';

describe('SSE_HEADERS', () => {
  it('holds exactly the four headers POST /chat/completions requires', () => {
    expect(SSE_HEADERS).toStrictEqual({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
  });

  it('cannot be changed at run time by a caller', () => {
    expect(Object.isFrozen(SSE_HEADERS)).toBe(true);
  });
});
