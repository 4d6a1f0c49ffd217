import type { NormalizedText } from '../types.ts';
import { spanToOriginal } from './offsets.ts';
import { buildRelaxedView } from './relaxed-view.ts';
import { buildTextView, type View } from './text-view.ts';
import { lowerCaseInPlace } from './lower-case.ts';

/**
 * The views of one input, each built on first use. A class rather than an object literal with
 * getters: V8 keeps a literal's getters where scavenges cannot free them, so each call's views,
 * reached from the getters' closures, outlived the call until a full collection and every scavenge
 * copied them (half the engine's allocations survived).
 */
class Views implements NormalizedText {
  readonly original: string;
  readonly text: string;
  readonly #view: View;
  #relaxed: View | undefined;
  /** `text.toLowerCase()`, shared by the relaxed view and `lower`. */
  #lowered: string | undefined;
  #lower: string | undefined;
  #shared: Map<object, unknown> | undefined;

  constructor(original: string) {
    this.original = original;
    this.#view = buildTextView(original);
    this.text = this.#view.text;
  }

  get relaxed(): string {
    return this.#relaxedView().text;
  }

  get lower(): string {
    return (this.#lower ??= lowerCaseInPlace(this.text, this.#lowerCased()));
  }

  toOriginal(view: 'text' | 'relaxed', start: number, end: number): [number, number] {
    const { text, map } = view === 'relaxed' ? this.#relaxedView() : this.#view;
    return spanToOriginal(this.original, map, text.length, start, end);
  }

  shared<T>(key: object, build: () => T): T {
    const values = (this.#shared ??= new Map());
    if (values.has(key)) return values.get(key) as T;
    const value = build();
    values.set(key, value);
    return value;
  }

  #lowerCased(): string {
    return (this.#lowered ??= this.text.toLowerCase());
  }

  #relaxedView(): View {
    return (this.#relaxed ??= buildRelaxedView(this.#view, this.original.length, this.#lowerCased()));
  }
}

/**
 * Builds the detector views of `original` (see NormalizedText) with offset maps back to it.
 * Linear time; pure ASCII input shares the original string as `text` and needs no map. The relaxed
 * view is built on first use: detectors that can rule text out on the plain view never pay for it.
 */
export function normalize(original: string): NormalizedText {
  return new Views(original);
}
