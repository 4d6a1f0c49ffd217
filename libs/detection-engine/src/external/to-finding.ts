import type { z } from 'zod';
import type { Category, Finding } from '../types.ts';
import { ComponentError } from './component-error.ts';

/** Validates a component's reply against its contract; a reply of the wrong shape is garbage. */
export function parseReply<T>(schema: z.ZodType<T>, reply: unknown): T {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) throw new ComponentError('invalid-reply', 'reply does not match the contract');
  return parsed.data;
}

interface Span {
  type: string;
  category: Category;
  score: number;
  start?: number | undefined;
  end?: number | undefined;
}

/**
 * A component's finding with its offsets checked against the original text. A span without offsets
 * covers the whole text. One offset out of range means the component counts differently from us
 * (bytes, code points), so none of its offsets can be trusted: the whole reply is refused.
 */
export function toFinding(text: string, span: Span): Finding {
  if ((span.start === undefined) !== (span.end === undefined)) {
    throw new ComponentError('invalid-reply', 'a span has one offset without the other');
  }
  const start = span.start ?? 0;
  const end = span.end ?? text.length;
  if (start < 0 || end > text.length || start >= end) {
    throw new ComponentError('invalid-reply', 'a span is outside the text');
  }
  return { type: span.type, category: span.category, start, end, confidence: span.score, source: 'ml' };
}
