import type { Random } from '../random.ts';

/** Fillers by slot name: `{name}` in a template is replaced with one of `slots.name`. */
export type Slots = Readonly<Record<string, readonly string[]>>;

const SLOT = /\{(\w+)\}/g;

/** Fills every `{slot}`, and slots inside the chosen fillers, two levels deep. */
export function fill(template: string, slots: Slots, rng: Random, depth = 0): string {
  return template.replace(SLOT, (_match, name: string) => {
    const options = slots[name];
    if (!options) throw new Error(`no filler for slot ${name}`);
    const value = rng.pick(options);
    return depth < 2 ? fill(value, slots, rng, depth + 1) : value;
  });
}

/** Slot names a template uses, to check tables against their fillers. */
export function slotNames(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1] ?? '');
}

/** Unions the fillers of both tables slot by slot (a language adds to the shared fillers, never hides them). */
export function mergeSlots(a: Slots, b: Slots): Slots {
  const out: Record<string, readonly string[]> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = [...(out[k] ?? []), ...v];
  return out;
}

/** Between `min` and `max` items of `items`, in their original order (greetings stay first, sign-offs last). */
export function subsetInOrder<T>(items: readonly T[], min: number, max: number, rng: Random): T[] {
  const k = Math.min(items.length, min + rng.int(Math.max(1, max - min + 1)));
  const keep = new Set(rng.shuffle(items.map((_, i) => i)).slice(0, k));
  return items.filter((_, i) => keep.has(i));
}

/**
 * Draws until `count` texts are new to `seen` (shared across everything generated, so no text gets two
 * labels), giving up after a fixed number of draws when the templates cannot give that many.
 */
export function collectUnique(count: number, seen: Set<string>, make: () => string): string[] {
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 30; tries++) {
    const text = tidy(make());
    if (text.length < 3 || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
  }
  return out;
}

/** Collapses the double spaces and blank edges that optional template parts leave behind. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .trim();
}
