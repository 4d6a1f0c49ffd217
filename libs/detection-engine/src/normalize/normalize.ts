import type { NormalizedText } from '../types.ts';
import { spanToOriginal } from './offsets.ts';
import { buildRelaxedView } from './relaxed-view.ts';
import { buildTextView } from './text-view.ts';

/**
 * Builds the detector views of `original` (see NormalizedText) with offset maps back to it.
 * Linear time; pure ASCII input shares the original string as `text` and needs no map.
 */
export function normalize(original: string): NormalizedText {
  const text = buildTextView(original);
  const relaxed = buildRelaxedView(text, original.length);
  return {
    original,
    text: text.text,
    relaxed: relaxed.text,
    toOriginal(view, start, end) {
      const { text: viewText, map } = view === 'relaxed' ? relaxed : text;
      return spanToOriginal(original, map, viewText.length, start, end);
    },
  };
}
