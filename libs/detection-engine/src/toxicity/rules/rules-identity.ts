import type { SentenceContext } from './context.ts';
import { F } from '../words/lexicon.ts';
import { flagAt, negatedBefore, push } from './rule-helpers.ts';

/** Words allowed between "hate"/"kill" and the group: "kill all the …". */
const BETWEEN_VERB_AND_GROUP = new Set(['all', 'the', 'those', 'these', 'every', 'fucking', 'damn', 'of']);
/** A violent verb is a call to violence when it opens the sentence or follows one of these. */
const CALL_LEAD = new Set(['should', 'must', 'to', 'lets', "let's", 'gonna', 'will', 'wanna', 'gotta', 'and']);
/** Weak violent verbs that still call for violence against a group ("destroy the …"); "kick" and "cut" do not. */
export const GROUP_VIOLENCE = new Set(['destroy', 'burn', 'hang', 'eliminate', 'wipe', 'bomb', 'nuke']);
export const PEJORATIVE = new Set(['gay', 'queer', 'homo']);
/** How far (in words) a negative word may be from the group it describes. */
const WINDOW = 4;

/**
 * A word naming a group of people: a noun ("jews", "immigrants"), or an identity adjective
 * standing alone, before a person word ("gay people") or before a verb "to be" ("being trans is").
 */
function isGroup(ctx: SentenceContext, i: number): boolean {
  const f = flagAt(ctx, i);
  if (f & F.IDENTITY_NOUN) return true;
  if (!(f & F.IDENTITY)) return false;
  if (i === ctx.words.length - 1) return true;
  return (flagAt(ctx, i + 1) & (F.PERSON | F.IDENTITY | F.IDENTITY_NOUN | F.COPULA)) !== 0;
}

function nearestGroup(groups: readonly number[], from: number, to: number): number | undefined {
  let best: number | undefined;
  let bestDistance = WINDOW + 1;
  for (const g of groups) {
    if (g >= from && g <= to) continue;
    const d = g < from ? from - g : g - to;
    if (d < bestDistance) [best, bestDistance] = [g, d];
  }
  return best;
}

/** The object of a verb at i, if it is a group: "hate gays", "kill all the immigrants". */
function groupObject(ctx: SentenceContext, i: number): number | undefined {
  for (let k = i + 1; k < ctx.words.length && k <= i + 3; k++) {
    if (isGroup(ctx, k)) return k;
    if (!BETWEEN_VERB_AND_GROUP.has(ctx.words[k] ?? '')) return undefined;
  }
  return undefined;
}

function isCall(ctx: SentenceContext, i: number): boolean {
  return (
    i === 0 || CALL_LEAD.has(ctx.words[i - 1] ?? '') || (flagAt(ctx, i - 1) & (F.FIRST | F.FUTURE | F.INTENT)) !== 0
  );
}

/** Words after which "… gay" still ends the phrase: "you're gay and …", "so gay lol". */
const PHRASE_END = new Set(['and', 'for', 'as', 'too', 'lol', 'then', 'dude', 'bro', 'af']);

/** "that's so gay", "you are gay": a sexuality used as a put-down rather than named. */
function pejorative(ctx: SentenceContext, i: number): void {
  const next = ctx.words[i + 1];
  if (next !== undefined && !PHRASE_END.has(next)) return;
  if (i > 0 && flagAt(ctx, i - 1) & F.INTENSIFIER && !negatedBefore(ctx, i - 1, 2)) {
    push(ctx, 'INSULT', 2.4, i - 1, i);
    return;
  }
  // "you are (all) gay", "your gay" (you're); not "are you gay?" and not "you are a gay …".
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const w = ctx.words[j] ?? '';
    if (w === 'your' || (w === 'are' && flagAt(ctx, j - 1) & F.SECOND)) {
      if (!negatedBefore(ctx, i, 3)) push(ctx, 'INSULT', 2.6, j, i);
      return;
    }
    if (w !== 'all' && w !== 'so' && w !== 'totally' && w !== 'fucking' && w !== 'such') return;
  }
}

/**
 * Identity attacks: a group named next to a negative word ("X is a filthy <group>", "being <group>
 * is disgusting", "<group> are animals"), or as the object of hatred or violence. A group named
 * with nothing negative near it ("I am a gay person") never fires.
 */
export function identityRules(ctx: SentenceContext): void {
  const n = ctx.words.length;
  const groups: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = flagAt(ctx, i);
    if (!(f & (F.IDENTITY | F.IDENTITY_NOUN))) continue;
    if (isGroup(ctx, i)) groups.push(i);
    if (PEJORATIVE.has(ctx.words[i] ?? '')) pejorative(ctx, i);
  }
  if (groups.length === 0) return;

  for (const h of [...ctx.hits]) {
    const negative = (h.label === 'INSULT' && h.weight >= 0.9) || (h.label === 'PROFANITY' && h.weight >= 2.2);
    if (!negative) continue;
    const g = nearestGroup(groups, h.from, h.to);
    if (g === undefined || negatedBefore(ctx, Math.min(g, h.from), 3)) continue;
    push(ctx, 'IDENTITY_ATTACK', Math.max(2.8, h.weight + 1.6), Math.min(g, h.from), Math.max(g, h.to));
  }
  for (let i = 0; i < n; i++) {
    const f = flagAt(ctx, i);
    if (f & F.DEHUMAN) {
      const g = nearestGroup(groups, i, i);
      if (g === undefined || negatedBefore(ctx, Math.min(g, i), 3)) continue;
      push(ctx, 'IDENTITY_ATTACK', 3, g, i);
      push(ctx, 'HATE', 3, g, i);
    }
    const hate = (f & F.HATE_VERB) !== 0;
    const violent = (f & F.VIOLENT || GROUP_VIOLENCE.has(ctx.infos[i]?.word ?? '')) && isCall(ctx, i);
    if (!hate && !violent) continue;
    const g = groupObject(ctx, i);
    if (g === undefined || negatedBefore(ctx, i, 3)) continue;
    push(ctx, 'HATE', 3.2, i, g);
    push(ctx, 'IDENTITY_ATTACK', 3, i, g);
    if (violent) push(ctx, 'VIOLENCE', 3.2, i, g);
  }
}
