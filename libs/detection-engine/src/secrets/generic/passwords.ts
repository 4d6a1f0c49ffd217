import { isPlaceholder } from '../values/placeholders.ts';

// Passwords that only name the field.
const DUMMY_PASSWORD =
  /^(?:(?:my|your|the|some)[_-]?)?(?:pass(?:word|wd)?|pwd|secret|token|key|api[_-]?key|changeme|admin|root|user|username|test|example|null|none|\*+|x+|\.+|-+)$/i;

/** A password in a URL, connection string or registry login that is more than a stand-in. */
export function realPassword(value: string): boolean {
  return !DUMMY_PASSWORD.test(value) && !isPlaceholder(value);
}
