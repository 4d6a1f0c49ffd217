import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { badRequest } from '@csg/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthRepo, ResetTarget } from './auth.repo.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from './auth.schemas.ts';
import { FORGOT_PASSWORD_MESSAGE } from './auth.schemas.ts';
import { POLICY_FAILED } from './auth.service.ts';
import type { Mail, Mailer } from './mailer.ts';

export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
/**
 * Forgot-password answers no sooner than this, whether or not an account matched, so the time
 * of the answer does not tell which names exist (the real work, one lookup and one short
 * transaction, is a few milliseconds; mail goes out after the answer).
 */
export const FORGOT_PASSWORD_MIN_MS = 250;
const REDACTED = '[REDACTED]';

/** Tokens are random (256 bits), so a fast hash is enough, as for API keys. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The reset link in an outbox body, masked for readers who may see mail but not use it. */
export const redactResetLinks = (body: string) => body.replace(/([?&]token=)[^\s&#]+/g, `$1${REDACTED}`);

interface PasswordResetDeps {
  repo: Pick<AuthRepo, 'findResetTargets' | 'issueResetToken' | 'consumeResetToken' | 'recordOutbox'>;
  /** null: no SMTP server, so mail is kept in the outbox for an administrator to deliver. */
  mailer: Mailer | null;
  hashPassword: (plain: string) => Promise<string>;
  validatePasswordPolicy: (plain: string) => string[];
  /** PASSWORD_RESET_URL: the dashboard page that completes a reset; `?token=` is added. */
  resetUrl: string;
  log: FastifyBaseLogger;
  minResponseMs?: number;
}

function resetMail(target: ResetTarget, link: string): Mail {
  return {
    to: target.contactEmail,
    subject: 'Reset your content-safety gateway password',
    text: [
      `Hello ${target.username},`,
      '',
      'Someone asked to reset the password of this account. To choose a new password, open this link within 30 minutes:',
      '',
      link,
      '',
      'The link works once. If you did not ask for a reset, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { repo, mailer, hashPassword, validatePasswordPolicy, resetUrl, log } = deps;
  const minResponseMs = deps.minResponseMs ?? FORGOT_PASSWORD_MIN_MS;
  /** SMTP deliveries under way; the app waits for them when it closes. */
  const inFlight = new Set<Promise<void>>();

  const asOutbox = (mail: Mail, deliveredVia: 'outbox' | 'smtp', body = mail.text) => ({
    recipient: mail.to,
    subject: mail.subject,
    body,
    deliveredVia,
  });

  /** After the answer: send, then keep a copy without the token; on failure, keep it for an admin. */
  const deliverBySmtp = async (smtp: Mailer, mail: Mail, token: string, tenantId: string) => {
    try {
      await smtp.send(mail);
      await repo.recordOutbox(asOutbox(mail, 'smtp', mail.text.replaceAll(token, REDACTED)));
      log.info({ tenantId }, 'password reset link sent by SMTP');
    } catch (err) {
      // The code only: a server reply may quote what it was sent.
      const code = (err as { code?: unknown; responseCode?: unknown }).responseCode ?? (err as { code?: unknown }).code;
      log.warn(
        { tenantId, err: typeof code === 'string' || typeof code === 'number' ? code : 'failed' },
        'SMTP delivery failed; reset mail kept in the outbox',
      );
      await repo
        .recordOutbox(asOutbox(mail, 'outbox'))
        .catch(() => log.error({ tenantId }, 'reset mail could not be stored in the outbox'));
    }
  };

  const issue = async (target: ResetTarget) => {
    const token = randomBytes(32).toString('base64url');
    const link = new URL(resetUrl);
    link.searchParams.set('token', token);
    const mail = resetMail(target, link.toString());
    const tokenHash = hashResetToken(token);
    if (!mailer) {
      await repo.issueResetToken({
        tenantId: target.id,
        tokenHash,
        ttlSeconds: RESET_TOKEN_TTL_SECONDS,
        outbox: asOutbox(mail, 'outbox'),
      });
      log.info({ tenantId: target.id }, 'password reset link kept in the outbox');
      return;
    }
    await repo.issueResetToken({ tenantId: target.id, tokenHash, ttlSeconds: RESET_TOKEN_TTL_SECONDS });
    const delivery = deliverBySmtp(mailer, mail, token, target.id);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  return {
    /**
     * Issues a link to every usable account the request names (an e-mail address may be shared
     * by several), and answers the same, no sooner than `minResponseMs`, when none matched.
     */
    async requestReset(input: ForgotPasswordInput): Promise<{ message: typeof FORGOT_PASSWORD_MESSAGE }> {
      const floor = sleep(minResponseMs);
      const by = input.username !== undefined ? { username: input.username } : { email: input.email ?? '' };
      const targets = await repo.findResetTargets(by);
      for (const target of targets) await issue(target);
      await floor;
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /** The policy first (the token is not spent by a rejected password), then the token, once. */
    async resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
      const problems = validatePasswordPolicy(newPassword);
      if (problems.length > 0) throw badRequest(POLICY_FAILED, { problems });
      const tenantId = await repo.consumeResetToken(hashResetToken(token), await hashPassword(newPassword));
      if (!tenantId) throw badRequest(INVALID_RESET_TOKEN);
      log.info({ tenantId }, 'password reset completed');
    },

    /** Waits for SMTP deliveries still under way (bounded by the mailer's timeouts). */
    async settle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
