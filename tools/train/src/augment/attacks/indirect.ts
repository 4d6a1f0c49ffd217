import type { Random } from '../../random.ts';
import { fill, subsetInOrder, type Slots } from '../template.ts';
import { ASK_KINDS, CARRIERS, type AskKind, type AttackPhrases, type Carrier } from './phrases/types.ts';

/** A carrier with an injection hidden in it, and the same carrier without one. */
export interface IndirectPair {
  carrier: Carrier;
  ask: AskKind;
  attack: string;
  benign: string;
}

/**
 * Contact lines in no language, added to both twins alike: the injections' exfiltration addresses
 * and links must not be what tells an attack apart, or every prompt with an e-mail address looks
 * like one.
 */
const CONTACT_LINES = ['✉ {email}', '{name} <{email}>', '{url}', '— {name} · {email}', '{email} · {url}'];

const HARMLESS_HTML = [
  '<!-- navigation -->',
  '<!-- TODO: update footer links -->',
  '<!-- analytics snippet removed -->',
];

/** Builds one pair: both texts share the request, the lines and the layout; only the hidden line differs. */
export function indirectPair(phrases: AttackPhrases['indirect'], slots: Slots, rng: Random): IndirectPair {
  const carrier = rng.pick(CARRIERS);
  const ask = rng.pick(ASK_KINDS);
  const request = fill(rng.pick(askTemplates(phrases, carrier, ask)), slots, rng);
  const lines = subsetInOrder(phrases.bodies[carrier], 2, phrases.bodies[carrier].length, rng).map((l) =>
    fill(l, slots, rng),
  );
  // Never before the first line: that is the carrier's title, greeting or name.
  const at = 1 + rng.int(lines.length);
  const pool = carrier === 'cv' && rng.chance(0.6) ? phrases.injections.cv : phrases.injections.any;
  const injection = hide(fill(rng.pick(pool), slots, rng), carrier, phrases, rng);
  const note = rng.chance(0.5) ? benignNote(phrases, carrier, slots, rng) : null;
  if (rng.chance(0.5)) lines.push(fill(rng.pick(CONTACT_LINES), slots, rng));
  const layout = rng.int(3);
  const render = (extra: string | null): string => {
    const body = extra === null ? lines : [...lines.slice(0, at), extra, ...lines.slice(at)];
    return arrange(request, carrier === 'web' ? asHtml(body) : body.join('\n'), layout);
  };
  return { carrier, ask, attack: render(injection), benign: render(note) };
}

function askTemplates(phrases: AttackPhrases['indirect'], carrier: Carrier, ask: AskKind): readonly string[] {
  if (ask === 'translate') return phrases.translate;
  if (ask === 'summarise') return phrases.summarise;
  return phrases.tasks[carrier];
}

function hide(injection: string, carrier: Carrier, phrases: AttackPhrases['indirect'], rng: Random): string {
  if (carrier === 'web' && rng.chance(0.7)) {
    return rng.chance(0.6) ? `<!-- ${injection} -->` : `<div style="display:none">${injection}</div>`;
  }
  return rng.chance(0.85) ? `${rng.pick(phrases.separators)} ${injection}` : injection;
}

function benignNote(phrases: AttackPhrases['indirect'], carrier: Carrier, slots: Slots, rng: Random): string {
  if (carrier === 'web' && rng.chance(0.5)) return rng.pick(HARMLESS_HTML);
  return fill(rng.pick(phrases.notes), slots, rng);
}

function asHtml(lines: readonly string[]): string {
  const [title = '', ...rest] = lines;
  const paragraphs = rest.map((l) => (l.startsWith('<') ? l : `<p>${l}</p>`));
  return ['<html><body>', `<h1>${title}</h1>`, ...paragraphs, '</body></html>'].join('\n');
}

/** Request before, request after, or content fenced in quotes: users paste all three ways. */
function arrange(request: string, content: string, layout: number): string {
  if (layout === 0) return `${request}\n\n${content}`;
  if (layout === 1) return `${content}\n\n${request}`;
  return `${request}\n"""\n${content}\n"""`;
}
