/**
 * The password policy, deliberately length-only (NIST SP 800-63B style): at least 12 and at most
 * 256 characters, not whitespace alone. No composition rules, since they push users to
 * predictable patterns. Length is counted in Unicode code points, so an emoji counts as one.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Human-readable problems with `plain`; empty when the password is acceptable. */
export function validatePasswordPolicy(plain: string): string[] {
  const length = [...plain].length;
  const problems: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (length > 0 && plain.trim() === '') problems.push('Password must not be only whitespace');
  return problems;
}
