import type { NormalizedText } from '../types.ts';
import { spanToOriginal } from './offsets.ts';
import { buildRelaxedView } from './relaxed-view.ts';
import { buildTextView, type View } from './text-view.ts';
import { lowerCaseInPlace } from './lower-case.ts';

/**
 * Builds the detector views of `original` (see NormalizedText) with offset maps back to it.
 * Linear time; pure ASCII input shares the original string as `text` and needs no map. The relaxed
 * view is built on first use: detectors that can rule text out on the plain view never pay for it.
 */
export function normalize(original: string): NormalizedText {
  const text = buildTextView(original);
  let relaxed: View | undefined;
  let lowered: string | undefined;
  let lower: string | undefined;
  // One lower-casing of the text view for the relaxed view and the detectors that search it.
  const lowerCased = (): string => (lowered ??= text.text.toLowerCase());
  const relaxedView = (): View => (relaxed ??= buildRelaxedView(text, original.length, lowerCased()));
  return {
    original,
    text: text.text,
    get relaxed() {
      return relaxedView().text;
    },
    get lower() {
      return (lower ??= lowerCaseInPlace(text.text, lowerCased()));
    },
    toOriginal(view, start, end) {
      const { text: viewText, map } = view === 'relaxed' ? relaxedView() : text;
      return spanToOriginal(original, map, viewText.length, start, end);
    },
  };
}
