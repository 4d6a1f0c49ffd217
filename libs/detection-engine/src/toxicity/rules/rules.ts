import type { SentenceContext, SpanHit } from './context.ts';
import { F, RULE_TRIGGERS, type Lexicon, type TokenInfo } from '../words/lexicon.ts';
import { flagAt, negatedBefore, push } from './rule-helpers.ts';
import { GROUP_VIOLENCE, identityRules } from './rules-identity.ts';

const ARTICLES = new Set(['a', 'an', 'such']);
/** Words between "called"/"the word" and the word mentioned: "called me a …", "the word 'X'". */
const MENTION_FILLER = new Set(['a', 'an', 'the', 'me', 'him', 'her', 'them', 'us', 'it', 'you', 'your']);
const QUOTES = new Set([34, 39, 96, 0xab, 0xbb, 0x2018, 0x2019, 0x201c, 0x201d]);
/** Words allowed between a violent verb and its target: "beat the shit out of you". */
const BETWEEN_VERB_AND_TARGET = new Set(['the', 'fuck', 'shit', 'hell', 'crap', 'fucking', 'out', 'of', 'up', 'down']);
const INDIRECT_OBJECT_OF = new Set(['a', 'an', 'some']);
/** Words allowed between "hate" and its object. */
const BETWEEN_HATE_AND_OBJECT = new Set(['all', 'the', 'those', 'these', 'every', 'fucking', 'so', 'much', 'damn']);

/** Talking about a word rather than using it: "the word X", "called him a X", or X alone in quotes. */
function mentioned(ctx: SentenceContext, h: SpanHit): boolean {
  for (let j = h.from - 1; j >= 0 && j >= h.from - 3; j--) {
    if (flagAt(ctx, j) & F.MENTION) return true;
    if (!MENTION_FILLER.has(ctx.words[j] ?? '')) break;
  }
  const before = ctx.text.charCodeAt((ctx.starts[h.from] ?? 0) - 1);
  const after = ctx.text.charCodeAt(ctx.ends[h.to] ?? 0);
  return QUOTES.has(before) && QUOTES.has(after);
}

/** Who an insult is aimed at: "you (are a) …" targets the reader, "X is a …" a person. */
function targetOf(ctx: SentenceContext, from: number): 'you' | 'person' | undefined {
  let article = false;
  let person = false;
  for (let j = from - 1; j >= 0 && j >= from - 6; j--) {
    const f = flagAt(ctx, j);
    if (f & F.SECOND) return 'you';
    // "X is a moron" is about a person; "the plan is stupid" may be about anything.
    if (f & F.COPULA) person ||= article;
    else if (!(f & (F.FILLER | F.INTENSIFIER)) && !ctx.infos[j]?.hits.length) break;
    article ||= ARTICLES.has(ctx.words[j] ?? '');
  }
  return person ? 'person' : undefined;
}

/** Negation and mention damp lexicon hits; a target strengthens insults and makes them harassment. */
function contextualise(ctx: SentenceContext): void {
  const lexical = ctx.hits.length;
  for (let k = 0; k < lexical; k++) {
    const h = ctx.hits[k];
    if (!h) continue;
    // A slur stays a slur when negated or quoted; other words are softened.
    const slur = h.label === 'HATE';
    const negated = !slur && h.weight < 3 && negatedBefore(ctx, h.from);
    if (negated) h.weight *= 0.25;
    if (mentioned(ctx, h)) h.weight *= slur ? 0.8 : 0.4;
    if (negated || (h.label !== 'INSULT' && h.label !== 'HATE')) continue;
    const target = targetOf(ctx, h.from);
    if (h.label === 'INSULT' && target) h.weight += target === 'you' ? 1.6 : 0.9;
    if (target !== 'you') continue;
    if (h.weight >= 3.4) push(ctx, 'HARASSMENT', h.weight - 0.4, h.from, h.to);
    if (flagAt(ctx, h.to) & F.BULLY) push(ctx, 'BULLYING', h.weight, h.from, h.to);
  }
}

/** "I will / I'm going to / imma <violent verb> … you": first person, an intent, a verb and a target. */
function threats(ctx: SentenceContext): void {
  const n = ctx.words.length;
  for (let i = 1; i < n; i++) {
    const verb = flagAt(ctx, i);
    if (!(verb & (F.VIOLENT | F.VIOLENT_WEAK))) continue;
    let subject = -1;
    let intent = false;
    let negated = false;
    for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
      const f = flagAt(ctx, j);
      if (f & F.FUTURE) {
        [subject, intent] = [j, true];
        break;
      }
      if (f & F.FIRST) {
        subject = j;
        break;
      }
      if (f & F.INTENT) intent = true;
      else if (f & F.NEGATION) negated = true;
      else if (!(f & F.CHAIN)) break;
    }
    if (subject < 0 || !intent || negated) continue;
    for (let k = i + 1; k < n && k <= i + 5; k++) {
      const f = flagAt(ctx, k);
      if (f & F.SECOND || (verb & F.VIOLENT && f & F.THIRD)) {
        // "I'll shoot you a message" gives something to the target rather than hurting it.
        if (!INDIRECT_OBJECT_OF.has(ctx.words[k + 1] ?? ''))
          push(ctx, 'THREAT', verb & F.VIOLENT ? 3.4 : 3, subject, k);
        break;
      }
      if (!BETWEEN_VERB_AND_TARGET.has(ctx.words[k] ?? '')) break;
    }
  }
}

/** "I hate you" is harassment; "I hate him" a weaker signal. Hatred of groups is in identityRules. */
function hatred(ctx: SentenceContext): void {
  const n = ctx.words.length;
  for (let i = 0; i < n; i++) {
    if (!(flagAt(ctx, i) & F.HATE_VERB) || negatedBefore(ctx, i, 3)) continue;
    for (let k = i + 1; k < n && k <= i + 3; k++) {
      const f = flagAt(ctx, k);
      if (f & (F.SECOND | F.THIRD)) {
        push(ctx, 'HARASSMENT', f & F.SECOND ? 2.8 : 1.6, i, k);
        break;
      }
      if (!BETWEEN_HATE_AND_OBJECT.has(ctx.words[k] ?? '')) break;
    }
  }
}

/** Sexual vocabulary in a sentence that mentions a child is sexual content involving minors. */
function sexualMinors(ctx: SentenceContext): void {
  const minors: number[] = [];
  ctx.flags.forEach((f, i) => {
    if (f & F.MINOR) minors.push(i);
  });
  if (minors.length === 0) return;
  for (const h of [...ctx.hits]) {
    if (h.label !== 'SEXUAL' || h.weight < 1.8) continue;
    const m = minors.reduce((best, i) => (Math.abs(i - h.from) < Math.abs(best - h.from) ? i : best));
    // Explicit words count anywhere in the sentence; milder ones ("naked", "rape") only next to the child.
    if (h.weight >= 2.2 || Math.abs(m - h.from) <= 3)
      push(ctx, 'SEXUAL_MINORS', 3.6, Math.min(m, h.from), Math.max(m, h.to));
  }
}

/** Runs every contextual rule over a sentence; the hits end up in ctx.hits. */
export function applyRules(ctx: SentenceContext): void {
  contextualise(ctx);
  threats(ctx);
  hatred(ctx);
  identityRules(ctx);
  sexualMinors(ctx);
}

function phraseEndsAt(lex: Lexicon, infos: readonly (TokenInfo | undefined)[], i: number): boolean {
  for (const phrase of lex.phrases.get(infos[i]?.word ?? '') ?? []) {
    let k = 1;
    while (k < phrase.words.length && infos[i + k]?.word === phrase.words[k]) k++;
    if (k === phrase.words.length) return true;
  }
  return false;
}

/** Whether a word can set the rules off alone: a lexicon hit, a RULE_TRIGGERS class, a group-violence verb. */
export function startsRules(info: TokenInfo): boolean {
  return info.hits.length > 0 || (info.flags & RULE_TRIGGERS) !== 0 || GROUP_VIOLENCE.has(info.word);
}

const flagsOf = (infos: readonly (TokenInfo | undefined)[], i: number): number => infos[i]?.flags ?? 0;

/** A weak violent verb only ever makes a threat, which needs a subject before it and "you" after it. */
function mayThreaten(infos: readonly (TokenInfo | undefined)[], verb: number): boolean {
  let subject = false;
  for (let j = 0; j < verb && !subject; j++) subject = (flagsOf(infos, j) & (F.FIRST | F.FUTURE)) !== 0;
  for (let k = verb + 1; k < infos.length && subject; k++) if (flagsOf(infos, k) & F.SECOND) return true;
  return false;
}

/**
 * Whether the rules can find anything in a sentence whose words resolved to `infos`: every hit
 * starts from a word that starts rules (a weak violent verb only with what a threat needs) or from
 * a completed phrase. A phrase's first word alone, such as "i", does not.
 */
export function mayFindAnything(lex: Lexicon, infos: readonly (TokenInfo | undefined)[]): boolean {
  for (let i = 0; i < infos.length; i++) {
    const info = infos[i];
    if (info === undefined) continue;
    if (lex.phrases.has(info.word) && phraseEndsAt(lex, infos, i)) return true;
    if (!startsRules(info)) continue;
    const onlyWeak = info.hits.length === 0 && (info.flags & RULE_TRIGGERS) === F.VIOLENT_WEAK;
    if (!onlyWeak || GROUP_VIOLENCE.has(info.word) || mayThreaten(infos, i)) return true;
  }
  return false;
}
