import type { AssignableRole } from '../roles.ts';

/** A fresh map of fresh sets each call, so a caller cannot alter the defaults others read. */
export function perRole<T>(lists: Record<AssignableRole, readonly T[]>): ReadonlyMap<AssignableRole, ReadonlySet<T>> {
  return new Map(Object.entries(lists).map(([role, list]) => [role as AssignableRole, new Set(list)]));
}
