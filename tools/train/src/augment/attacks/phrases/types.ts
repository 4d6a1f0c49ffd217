import type { Slots } from '../../template.ts';

/** Content a user hands over to be processed, where an indirect injection can hide. */
export const CARRIERS = ['cv', 'email', 'report', 'notes', 'review', 'web'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What the user asks done with the content: the carrier's own task, a translation or a summary. */
export const ASK_KINDS = ['task', 'translate', 'summarise'] as const;
export type AskKind = (typeof ASK_KINDS)[number];

/**
 * One language's templates for the attack families. Every string may use `{slot}`s from `slots` or
 * from the shared fillers; attack parts and benign parts deliberately share vocabulary.
 */
export interface AttackPhrases {
  indirect: {
    /** The user's request per carrier (`task`), plus generic translate and summarise requests. */
    tasks: Readonly<Record<Carrier, readonly string[]>>;
    translate: readonly string[];
    summarise: readonly string[];
    /** Lines of each carrier, kept in order when a subset is drawn. */
    bodies: Readonly<Record<Carrier, readonly string[]>>;
    /** Instructions hidden in the content: `any` fit every carrier, `cv` address screening tools. */
    injections: { any: readonly string[]; cv: readonly string[] };
    /** Fake boundaries placed before an injection. */
    separators: readonly string[];
    /** Harmless notes from people, put where the injection would be in the benign twin. */
    notes: readonly string[];
  };
  persona: {
    /** Opening that sets up a persona without rules, developer mode, or a fiction with a forbidden aim. */
    intro: readonly string[];
    /** Rules of the game: stay in character, tokens, no warnings. */
    rules: readonly string[];
    ask: readonly string[];
    /** Ordinary role-play and "act as" requests. */
    benign: readonly string[];
  };
  extraction: {
    /** Claimed authority, bribes, urgency, hypotheticals. */
    pretext: readonly string[];
    ask: readonly string[];
    /** Format tricks meant to slip the secret past a filter; may be empty strings. */
    format: readonly string[];
    benign: readonly string[];
  };
  /** System-prompt extraction without trigger words, and look-alike harmless requests. */
  leak: { attack: readonly string[]; benign: readonly string[] };
  /** Benign prose about attacks, and everyday uses of ignore/forget/override/pretend/system. */
  discussion: readonly string[];
  /**
   * Chat openers and closers wrapped around attacks and benign requests alike, so they multiply the
   * templates without ever hinting at a label.
   */
  chat: { lead: readonly string[]; tail: readonly string[] };
  slots: Slots;
}
