import { request } from 'undici';
import { z } from 'zod';
import type { ClaimVerdict } from './claim-support.ts';

/** The hallucination-guard contract (docs/components.md): claims of the reply with their support. */
const guardReplySchema = z.object({
  claims: z
    .array(
      z.object({
        start: z.number().int().min(0),
        end: z.number().int().min(1),
        supported: z.boolean(),
        score: z.number().min(0).max(1),
      }),
    )
    .max(10_000),
});

export const GUARD_PATH = '/api/v1/grounding';
const MAX_REPLY_BYTES = 4 * 1024 * 1024;

/** Calls the optional component; throws on anything but a well-formed answer, and the caller falls back. */
export function createHallucinationGuard(baseUrl: string, timeoutMs: number) {
  return async (reply: string, contexts: readonly string[]): Promise<ClaimVerdict[]> => {
    const res = await request(`${baseUrl}${GUARD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: reply, contexts }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`hallucination-guard answered ${res.statusCode}`);
    }
    const text = await res.body.text();
    if (Buffer.byteLength(text) > MAX_REPLY_BYTES) throw new Error('hallucination-guard reply too large');
    const { claims } = guardReplySchema.parse(JSON.parse(text));
    return claims
      .filter((c) => c.start < c.end && c.end <= reply.length)
      .map((c) => ({ start: c.start, end: c.end, support: c.score, supported: c.supported }));
  };
}
