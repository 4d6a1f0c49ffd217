import { describe, expect, it } from 'vitest';
import { AUTO_LOCK_REASON, createAutoLock } from './auto-lock.ts';

const NOW = new Date('2026-01-01T12:00:00Z');

/** The automatic lock over a fixed count of rejected attempts, recording what it asked and did. */
function autoLockWith(rejected: number) {
  const windows: Date[] = [];
  const locks: { tenantId: string; reason: string }[] = [];
  const autoLock = createAutoLock({
    policy: { attempts: 3, windowMs: 10 * 60_000 },
    countJailbreakRejections: async (_tenantId, since) => {
      windows.push(since);
      return rejected;
    },
    lockAutomatically: async (tenantId, reason) => {
      locks.push({ tenantId, reason });
    },
    now: () => NOW,
  });
  return { autoLock, windows, locks };
}

describe('the automatic review lock', () => {
  it('counts the rejected attempts of the configured window, ending now', async () => {
    const { autoLock, windows } = autoLockWith(0);
    await autoLock('t-1');
    expect(windows).toEqual([new Date('2026-01-01T11:50:00Z')]);
  });

  it('leaves a tenant below the threshold unlocked', async () => {
    const { autoLock, locks } = autoLockWith(2);
    expect(await autoLock('t-1')).toBe(false);
    expect(locks).toEqual([]);
  });

  it('locks the tenant once the threshold is reached, with the reason the user is shown', async () => {
    const { autoLock, locks } = autoLockWith(3);
    expect(await autoLock('t-1')).toBe(true);
    expect(locks).toEqual([{ tenantId: 't-1', reason: AUTO_LOCK_REASON }]);
  });
});
