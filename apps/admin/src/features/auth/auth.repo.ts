import { usableTenant } from '@csg/auth';
import { schema, type Database } from '@csg/db';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Pagination } from '../../shared/pagination.ts';
import { offsetOf } from '../../shared/pagination.ts';

const { tenants, passwordResetTokens, outboxMessages } = schema;

const live = isNull(tenants.deletedAt);

export interface SignInAccount {
  id: string;
  username: string;
  passwordHash: string;
  contactEmail: string;
  role: string;
  active: boolean;
}

export interface ResetTarget {
  id: string;
  username: string;
  contactEmail: string;
}

export interface OutboxDraft {
  recipient: string;
  subject: string;
  body: string;
  deliveredVia: 'outbox' | 'smtp';
}

export interface OutboxRow extends Omit<OutboxDraft, 'deliveredVia'> {
  id: string;
  deliveredVia: string;
  createdAt: Date;
}

/** One e-mail address may belong to several accounts; a reset request reaches at most this many. */
export const MAX_RESET_TARGETS = 10;

/** Thrown inside a transaction to roll it back; never leaves this module. */
class Rollback extends Error {}

export function createAuthRepo(db: Database) {
  return {
    /** The live account (deactivated included, so its password can still be checked) with this name, any case. */
    findSignInAccount: async (username: string): Promise<SignInAccount | undefined> => {
      const [row] = await db
        .select({
          id: tenants.id,
          username: tenants.username,
          passwordHash: tenants.passwordHash,
          contactEmail: tenants.contactEmail,
          role: tenants.role,
          active: tenants.active,
        })
        .from(tenants)
        // Matches the expression of tenants_username_live_idx, so this is one index probe.
        .where(and(sql`lower(${tenants.username}) = lower(${username})`, live));
      return row;
    },

    /** The stored hash of a usable account; undefined once it is deleted or deactivated. */
    findPasswordHash: async (tenantId: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ passwordHash: tenants.passwordHash })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), usableTenant));
      return row?.passwordHash;
    },

    /** Stores a new hash and voids reset links issued before it; false when the account is gone. */
    setPassword: (tenantId: string, passwordHash: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(tenants)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(and(eq(tenants.id, tenantId), usableTenant))
          .returning({ id: tenants.id });
        if (updated.length === 0) return false;
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tenantId, tenantId), isNull(passwordResetTokens.usedAt)));
        return true;
      }),

    /** Usable accounts a reset request names, by account name (any case) or contact e-mail (any case). */
    findResetTargets: async (by: { username: string } | { email: string }): Promise<ResetTarget[]> =>
      db
        .select({ id: tenants.id, username: tenants.username, contactEmail: tenants.contactEmail })
        .from(tenants)
        .where(
          and(
            'username' in by
              ? sql`lower(${tenants.username}) = lower(${by.username})`
              : sql`lower(${tenants.contactEmail}) = lower(${by.email})`,
            usableTenant,
          ),
        )
        .orderBy(tenants.createdAt)
        .limit(MAX_RESET_TARGETS),

    /**
     * Stores a reset token's hash, valid for `ttlSeconds` by the database clock (the clock that
     * checks it), after deleting the tenant's older unused tokens; with `outbox`, the message
     * carrying it is written in the same transaction, so neither exists without the other.
     */
    issueResetToken: (input: { tenantId: string; tokenHash: string; ttlSeconds: number; outbox?: OutboxDraft }) =>
      db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tenantId, input.tenantId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          tenantId: input.tenantId,
          tokenHash: input.tokenHash,
          expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
        });
        if (input.outbox) await tx.insert(outboxMessages).values(input.outbox);
      }),

    /**
     * Spends a token and sets the password in one transaction: the token is claimed by a
     * conditional UPDATE (unused, unexpired), so of two concurrent uses exactly one succeeds.
     * The tenant whose password was set; null, with nothing changed, when the token is unknown,
     * used, expired, or its account is no longer usable.
     */
    consumeResetToken: async (tokenHash: string, passwordHash: string): Promise<string | null> => {
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(passwordResetTokens)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(passwordResetTokens.tokenHash, tokenHash),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, sql`now()`),
              ),
            )
            .returning({ tenantId: passwordResetTokens.tenantId });
          if (!claimed) return null;
          const updated = await tx
            .update(tenants)
            .set({ passwordHash, updatedAt: sql`now()` })
            .where(and(eq(tenants.id, claimed.tenantId), usableTenant))
            .returning({ id: tenants.id });
          // The account was deleted or deactivated after the link was sent: keep the token unspent.
          if (updated.length === 0) throw new Rollback();
          await tx
            .delete(passwordResetTokens)
            .where(and(eq(passwordResetTokens.tenantId, claimed.tenantId), isNull(passwordResetTokens.usedAt)));
          return claimed.tenantId;
        });
      } catch (err) {
        if (err instanceof Rollback) return null;
        throw err;
      }
    },

    recordOutbox: async (message: OutboxDraft): Promise<void> => {
      await db.insert(outboxMessages).values(message);
    },

    /** Newest first. */
    listOutbox: async (page: Pagination): Promise<{ rows: OutboxRow[]; total: number }> => {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        db.select({ total: count() }).from(outboxMessages),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
