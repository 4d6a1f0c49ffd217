import { schema } from '@csg/db';
import { DEFAULT_POLICY, filterPolicySchema } from '@csg/detection-engine';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { events, useChatApp, userSays } from './harness.ts';

const h = useChatApp();
let user = { id: '', token: '' };
const ID = 'EMP-204817';

const storeFilter = (nickname: string, policy: unknown) => h.db.insert(schema.filters).values({ nickname, policy });
const employeeIds = (action: string) =>
  filterPolicySchema.parse({
    ...DEFAULT_POLICY,
    customPatterns: [{ name: 'Employee id', type: 'EMPLOYEE_ID', pattern: 'EMP-[0-9]{6}', action }],
  });

beforeAll(async () => {
  user = await h.tenant('normal_user');
  await h.credential(user.id, 'openai');
  await storeFilter('staff-ids', employeeIds('mask'));
  await storeFilter('staff-ids-blocked', employeeIds('reject'));
  await storeFilter('drifted', { ...DEFAULT_POLICY, customPatterns: [{ name: 'x', pattern: '(' }] });
});

describe('custom patterns of the request’s filter', () => {
  it('mask their entities in the prompt before the provider sees it, and in what is recorded', async () => {
    const res = await h.chat(
      user.token,
      userSays(`Book a desk for ${ID}`, 'gpt-4o-mini', { content_filter: 'staff-ids' }),
    );
    expect(res.status).toBe(200);
    const sent = JSON.stringify(h.mocks.openai.requests[0]?.body);
    expect(sent).toContain('Book a desk for [EMPLOYEE_ID]');
    expect(sent).not.toContain(ID);
    expect(res.raw).not.toContain(ID);
    // A delivered turn's records are stored just after its [DONE].
    await vi.waitFor(async () => {
      const records = await h.db.select().from(schema.detections).where(eq(schema.detections.filter, 'staff-ids'));
      expect(records.find((r) => r.surface === 'chat-input')?.entities).toEqual([
        expect.objectContaining({ type: 'EMPLOYEE_ID', category: 'pii', action: 'mask', placeholder: '[EMPLOYEE_ID]' }),
      ]);
    });
  });

  it('mask their entities in the reply', async () => {
    h.mocks.openai.reply({ deltas: ['Desk booked for ', ID, '.'] });
    const res = await h.chat(user.token, userSays('Book my desk', 'gpt-4o-mini', { content_filter: 'staff-ids' }));
    expect(events(res.frames).find((e) => e['id'] === 'filtered-response')).toMatchObject({
      content: 'Desk booked for [EMPLOYEE_ID].',
      filtered: true,
      entities_masked: 1,
    });
  });

  it('reject the prompt when the pattern says reject, naming the type and never calling the provider', async () => {
    const res = await h.chat(
      user.token,
      userSays(`Who is ${ID}?`, 'gpt-4o-mini', { content_filter: 'staff-ids-blocked' }),
    );
    const [rejected] = events(res.frames);
    expect(rejected).toMatchObject({
      type: 'content_rejected',
      entities: [{ type: 'EMPLOYEE_ID', category: 'pii', action: 'reject', start: 7, end: 17 }],
    });
    expect(res.raw).not.toContain(ID);
    expect(h.mocks.openai.requests).toHaveLength(0);
  });
});

describe('a filter whose stored policy no longer parses', () => {
  it('is refused with 503 before the stream opens; the provider is never called', async () => {
    const res = await h.chat(user.token, userSays('hello', 'gpt-4o-mini', { content_filter: 'drifted' }));
    expect(res.status).toBe(503);
    expect(JSON.parse(res.raw)).toEqual({
      statusCode: 503,
      message: 'Filter drifted cannot be applied: its stored policy is invalid',
      error: 'Service Unavailable',
    });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });
});
