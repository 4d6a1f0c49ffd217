import { randomUUID } from 'node:crypto';
import { createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionsRepo, createTurnsRepo, isSessionOf, type SessionsRepo, type TurnsRepo } from '../src/index.ts';

const testDb = useTestDatabase();
let handle: DatabaseHandle;
let sessions: SessionsRepo;
let turns: TurnsRepo;
beforeAll(() => {
  handle = createDatabase(testDb.url, { max: 4 });
  sessions = createSessionsRepo(handle.db);
  turns = createTurnsRepo(handle.db);
});
afterAll(() => handle.close());

const tenant = async () => (await insertTestTenant(handle.db, 'normal_user')).id;
const turn = (user: string, assistant: string, rejected = false) => ({
  userMessageId: randomUUID(),
  user,
  assistant,
  rejected,
});

describe('session ownership', () => {
  it('holds a session to its tenant: another tenant neither finds, renames nor deletes it', async () => {
    const [owner, other] = [await tenant(), await tenant()];
    const { id } = await sessions.create(owner, 'Trip');
    expect(await isSessionOf(handle.db, owner, id)).toBe(true);
    expect(await isSessionOf(handle.db, other, id)).toBe(false);
    expect(await isSessionOf(handle.db, owner, randomUUID())).toBe(false);
    expect(await sessions.find(other, id)).toBeUndefined();
    expect(await sessions.rename(other, id, 'Mine now')).toBeUndefined();
    expect(await sessions.remove(other, id, async () => undefined)).toBe(false);
    expect(await turns.run(other, id, async () => null)).toBe(false);
    expect(await sessions.find(owner, id)).toMatchObject({ title: 'Trip' });
  });
});

describe('turns', () => {
  it('store the exchange in order and send back only turns that were not rejected', async () => {
    const owner = await tenant();
    const { id, lastUsedAt } = await sessions.create(owner, 'Chat');
    await turns.run(owner, id, async () => turn('first', 'reply one'));
    await turns.run(owner, id, async () => turn('blocked', 'rejected reply', true));
    let context: unknown;
    await turns.run(owner, id, async (history) => {
      context = history;
      return null;
    });
    expect(context).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'reply one' },
    ]);
    expect((await sessions.messages(id)).map((m) => m.content)).toEqual([
      'first',
      'reply one',
      'blocked',
      'rejected reply',
    ]);
    expect((await sessions.find(owner, id))?.lastUsedAt.getTime()).toBeGreaterThan(lastUsedAt.getTime());
  });

  it('run one at a time per session: the second sees the first one’s reply', async () => {
    const owner = await tenant();
    const { id } = await sessions.create(owner, 'Chat');
    const seen: number[] = [];
    await Promise.all(
      ['a', 'b'].map((text) =>
        turns.run(owner, id, async (history) => {
          seen.push(history.length);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return turn(text, `re ${text}`);
        }),
      ),
    );
    expect(seen).toEqual([0, 2]);
  });
});

describe('removing a session', () => {
  it('takes its messages, and is undone with them when what goes alongside fails', async () => {
    const owner = await tenant();
    const { id } = await sessions.create(owner, 'Chat');
    await turns.run(owner, id, async () => turn('hello', 'hi'));
    const failed = sessions.remove(owner, id, async () => {
      throw new Error('records could not be deleted');
    });
    await expect(failed).rejects.toThrow('records could not be deleted');
    expect(await sessions.find(owner, id)).toBeDefined();

    expect(await sessions.remove(owner, id, async () => undefined)).toBe(true);
    const left = await handle.db
      .select()
      .from(schema.sessionMessages)
      .where(eq(schema.sessionMessages.sessionId, id))
      .orderBy(asc(schema.sessionMessages.seq));
    expect(left).toEqual([]);
  });
});
