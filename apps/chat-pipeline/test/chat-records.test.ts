import { schema } from '@csg/db';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

const h = useChatApp();
const EMAIL = 'jane.roe@example.org';

async function recordsOf(tenantId: string) {
  return h.db
    .select()
    .from(schema.detections)
    .where(eq(schema.detections.tenantId, tenantId))
    .orderBy(asc(schema.detections.createdAt), asc(schema.detections.surface));
}

async function chatter() {
  const caller = await h.tenant('normal_user');
  await h.credential(caller.id, 'openai');
  return caller;
}

describe('detection records of a chat turn', () => {
  let delivered: Awaited<ReturnType<typeof recordsOf>> = [];
  beforeAll(async () => {
    const caller = await chatter();
    h.mocks.openai.reply({ deltas: ['You are ', 'an idiot.'] });
    await h.chat(caller.token, userSays(`Please write to ${EMAIL} about the invoice we sent last week.`));
    // Written once the answer is out, after [DONE].
    delivered = await vi.waitFor(async () => {
      const rows = await recordsOf(caller.id);
      expect(rows).toHaveLength(2);
      return rows;
    });
  });

  it('stores the input and the output scan of a delivered turn, with the prompt language on the input', () => {
    expect(delivered.map((r) => [r.surface, r.action])).toEqual([
      ['chat-input', 'mask'],
      ['chat-output', 'flag'],
    ]);
    expect(delivered[0]).toMatchObject({ language: 'en', filter: 'content-safety-v2', entityCount: 1 });
    expect(delivered[1]?.entityCount).toBeGreaterThan(0);
  });

  it('stores placeholders and offsets, never the matched text', () => {
    const stored = JSON.stringify(delivered);
    expect(stored).toContain('[EMAIL_ADDRESS]');
    expect(stored).not.toContain(EMAIL);
    expect(stored).not.toContain('idiot');
  });

  it('still stores the input scan when the provider fails mid-stream', async () => {
    const caller = await chatter();
    h.mocks.openai.reply({ deltas: ['one', 'two'], fault: { kind: 'stream-error', afterDeltas: 1 } });
    await h.chat(caller.token, userSays(`Mail ${EMAIL} now`));
    const records = await recordsOf(caller.id);
    expect(records.map((r) => [r.surface, r.action])).toEqual([['chat-input', 'mask']]);
  });
});
