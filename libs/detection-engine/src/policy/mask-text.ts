import { placeholderFor } from '@csg/contracts';
import type { Action } from '../types.ts';
import { hidesText } from './actions.ts';

export interface MaskableEntity {
  type: string;
  start: number;
  end: number;
  action: Action;
}

/**
 * Replaces the text of every entity whose action is mask or reject with its placeholder `[TYPE]`
 * (reject too: a rejected text that is stored or logged must not carry the secret that got it
 * rejected). Flagged and allowed entities stay as they are. Overlapping hidden spans are merged
 * into one and take the placeholder of their longest member, so no character that should be
 * hidden survives. Offsets are into `original`, which is read and never edited, so every offset
 * holds however many placeholders precede it (the effect of replacing right to left, in one pass).
 */
export function maskText(original: string, entities: readonly MaskableEntity[]): string {
  const hidden = entities
    .filter((entity) => hidesText(entity.action) && entity.start < entity.end)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const regions: { start: number; end: number; type: string; longest: number }[] = [];
  for (const entity of hidden) {
    const last = regions.at(-1);
    const length = entity.end - entity.start;
    if (last && entity.start < last.end) {
      last.end = Math.max(last.end, entity.end);
      if (length > last.longest) Object.assign(last, { type: entity.type, longest: length });
    } else {
      regions.push({ start: entity.start, end: entity.end, type: entity.type, longest: length });
    }
  }
  const parts: string[] = [];
  let cursor = 0;
  for (const region of regions) {
    parts.push(original.slice(cursor, region.start), placeholderFor(region.type));
    cursor = region.end;
  }
  parts.push(original.slice(cursor));
  return parts.join('');
}
