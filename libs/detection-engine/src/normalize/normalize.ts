import type { NormalizedText } from '../types.ts';
import { spanToOriginal } from './offsets.ts';
import { buildRelaxedView } from './relaxed-view.ts';
import { buildTextView, type View } from './text-view.ts';

/**
 * Builds the detector views of `original` (see NormalizedText) with offset maps back to it.
 * Linear time; pure ASCII input shares the original string as `text` and needs no map. The relaxed
 * view is built on first use: detectors that can rule text out on the plain view never pay for it.
 */
export function normalize(original: string): NormalizedText {
  const text = buildTextView(original);
  let relaxed: View | undefined;
  const relaxedView = (): View => (relaxed ??= buildRelaxedView(text, original.length));
  return {
    original,
    text: text.text,
    get relaxed() {
      return relaxedView().text;
    },
    toOriginal(view, start, end) {
      const { text: viewText, map } = view === 'relaxed' ? relaxedView() : text;
      return spanToOriginal(original, map, viewText.length, start, end);
    },
  };
}
