import { badRequest } from '@csg/errors';
import type { FastifyRequest } from 'fastify';

/**
 * PostgreSQL text cannot hold U+0000 (the insert fails, a 500), and an unpaired surrogate is
 * silently written as U+FFFD (the stored text is no longer what was sent). Refusing both where
 * input arrives, whatever the route, means no string that reaches a query can hit either.
 */
const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain U+0000 or unpaired surrogates';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** Built only once something is found: copying a path at every level is quadratic in the depth. */
function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let v = visit; v?.parent; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * The path of a string (value or object key) that PostgreSQL text cannot hold, or
 * undefined. Iterative: a deeply nested body must not overflow the stack into a 500.
 */
export function findUnstorableText(root: unknown): string[] | undefined {
  const pending: Visit[] = [{ value: root, key: '', parent: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (!isStorable(value)) return pathOf(next);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: next }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorable(key)) return [...pathOf(next), key.replaceAll('\u0000', '\\u0000')];
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['body', 'Invalid request body'],
  ['query', 'Invalid query parameters'],
  ['params', 'Invalid path parameters'],
] as const;

/**
 * preHandler hook of every app: the body, query and path parameters, as validation left them
 * (unknown fields already stripped), are refused with 400 in the validation error's shape (the
 * field's path, never its value) before any handler sees them.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, message] of PARTS) {
    const path = findUnstorableText(request[part]);
    if (path)
      throw badRequest(message, { issues: [{ path, code: 'invalid_format', message: UNSTORABLE_TEXT_MESSAGE }] });
  }
}
