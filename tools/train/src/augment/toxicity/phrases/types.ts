import type { Slots } from '../../template.ts';

/**
 * One language's toxicity constructions and their matched negatives. `{group}` draws from `groups`
 * (plural nouns covering religion, ethnicity, nationality, gender, sexual orientation, disability and
 * migrants); other slots from `slots` or the shared fillers. No slurs: the point is hate without them.
 */
export interface ToxicPhrases {
  groups: readonly string[];
  /** Threats against a person. */
  threat: readonly string[];
  /** "Someone should …" / "they all deserve …" against a group. */
  incitement: readonly string[];
  /** Telling someone to hurt or kill themselves. */
  selfHarm: readonly string[];
  /** A group likened to vermin, animals or disease. */
  dehumanising: readonly string[];
  /** Stereotypes stated as fact, without slurs. */
  stereotype: readonly string[];
  /** Hate dressed as a question or an "opinion". */
  question: readonly string[];
  /** Degrading a person directly. */
  insult: readonly string[];
  /** Quoting hate to condemn it. */
  counter: readonly string[];
  /** The stereotype negated. */
  negated: readonly string[];
  /** Neutral or positive mentions of the same groups. */
  neutral: readonly string[];
  /** Harmless uses of words that also insult or threaten ("kill the process"). */
  homonym: readonly string[];
  slots: Slots;
}
