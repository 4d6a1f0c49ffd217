/** AUTO_LOCK_JAILBREAK_ATTEMPTS rejected jailbreak prompts within AUTO_LOCK_WINDOW_MINUTES lock the tenant. */
export interface AutoLockPolicy {
  attempts: number;
  windowMs: number;
}

export const AUTO_LOCK_REASON =
  'Repeated jailbreak attempts were blocked; chat is locked until an administrator reviews them.';

interface AutoLockDeps {
  policy: AutoLockPolicy;
  /** The tenant's rejected jailbreak prompts since `since`; the detection records are counted, not kept here. */
  countJailbreakRejections: (tenantId: string, since: Date) => Promise<number>;
  /** A no-op when the tenant already has an open lock. */
  lockAutomatically: (tenantId: string, reason: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Run after a prompt was rejected for a jailbreak and its record stored, so that the rejection
 * itself counts: true when the tenant is now locked for review.
 */
export function createAutoLock({
  policy,
  countJailbreakRejections,
  lockAutomatically,
  now = () => new Date(),
}: AutoLockDeps) {
  return async (tenantId: string): Promise<boolean> => {
    const since = new Date(now().getTime() - policy.windowMs);
    if ((await countJailbreakRejections(tenantId, since)) < policy.attempts) return false;
    await lockAutomatically(tenantId, AUTO_LOCK_REASON);
    return true;
  };
}

export type AutoLock = ReturnType<typeof createAutoLock>;
