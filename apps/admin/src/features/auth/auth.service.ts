import { assignableRoleSchema, type PasswordVerifier, type TokenSubject } from '@csg/auth';
import { badRequest, HttpError, unauthorized } from '@csg/errors';
import type { FastifyBaseLogger } from 'fastify';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limit.ts';
import type { SignInFailures } from '../../plugins/sign-in-failures.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { ChangePasswordInput, LoginInput, LoginResult } from './auth.schemas.ts';

/** The one answer to every refused sign-in and to a wrong current password. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const POLICY_FAILED = 'Password does not meet the password policy';

interface AuthDeps {
  repo: Pick<AuthRepo, 'findSignInAccount' | 'findPasswordHash' | 'setPassword'>;
  verifier: PasswordVerifier;
  hashPassword: (plain: string) => Promise<string>;
  validatePasswordPolicy: (plain: string) => string[];
  sign: (subject: TokenSubject) => Promise<string>;
  failures: SignInFailures;
  log: FastifyBaseLogger;
}

export function createAuthService(deps: AuthDeps) {
  const { repo, verifier, hashPassword, validatePasswordPolicy, sign, failures, log } = deps;
  /** A stored hash this code cannot read counts as a mismatch, after the same work as a real check. */
  const matches = async (plain: string, stored: string, tenantId: string): Promise<boolean> => {
    try {
      return await verifier.verify(plain, stored);
    } catch {
      log.error({ tenantId }, 'stored password hash is unreadable; the account cannot sign in');
      return verifier.verifyAgainstDummy(plain);
    }
  };

  const refuse = (reason: string, tenantId?: string): never => {
    // Why, for the operator; never the name typed (it may be a password typed in the wrong field).
    log.info({ reason, tenantId }, 'sign-in refused');
    throw unauthorized(INVALID_CREDENTIALS);
  };

  /**
   * Every refusal (unknown name, wrong password, deactivated account; deleted accounts are not
   * found at all) is the same 401 after the same work: one lookup and one scrypt derivation.
   * A deactivated account's password is checked before it is refused, so its timing matches.
   */
  const signIn = async ({ username, password }: LoginInput): Promise<LoginResult> => {
    const account = await repo.findSignInAccount(username);
    if (!account) {
      await verifier.verifyAgainstDummy(password);
      return refuse('unknown-account');
    }
    if (!(await matches(password, account.passwordHash, account.id))) return refuse('wrong-password', account.id);
    if (!account.active) return refuse('deactivated', account.id);
    const role = assignableRoleSchema.safeParse(account.role);
    if (!role.success) return refuse('unknown-role', account.id);

    const accessToken = await sign({ sub: account.id, username: account.username, role: role.data });
    log.info({ tenantId: account.id }, 'signed in');
    return {
      access_token: accessToken,
      tenant_id: account.id,
      username: account.username,
      contact_email: account.contactEmail,
      role: role.data,
    };
  };

  return {
    /** A name over its budget of failures is refused before its password is checked, even the right one. */
    async login(input: LoginInput): Promise<LoginResult> {
      const retryAfter = await failures.retryAfter(input.username);
      if (retryAfter > 0) {
        log.info({ reason: 'account-name-rate-limited' }, 'sign-in refused');
        throw new HttpError(429, RATE_LIMITED_MESSAGE, {}, { 'retry-after': String(retryAfter) });
      }
      try {
        return await signIn(input);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failures.recordFailure(input.username);
        throw error;
      }
    },

    /**
     * The caller proves the current password before anything else is said about the request;
     * then the policy applies. Tokens already issued stay valid until they expire (there is no
     * revocation list), while reset links issued before the change are voided.
     */
    async changePassword(tenantId: string, { currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
      const stored = await repo.findPasswordHash(tenantId);
      const ok =
        stored === undefined
          ? await verifier.verifyAgainstDummy(currentPassword)
          : await matches(currentPassword, stored, tenantId);
      if (!ok) {
        log.info({ tenantId }, 'password change refused: wrong current password');
        throw unauthorized(INVALID_CREDENTIALS);
      }
      const problems = validatePasswordPolicy(newPassword);
      if (problems.length > 0) throw badRequest(POLICY_FAILED, { problems });
      if (!(await repo.setPassword(tenantId, await hashPassword(newPassword)))) throw unauthorized(INVALID_CREDENTIALS);
      log.info({ tenantId }, 'password changed');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
