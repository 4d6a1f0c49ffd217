import type { Detector, Finding, NormalizedText } from '../types.ts';
import { buildContext } from './rules/context.ts';
import { TOXICITY_LABELS } from './labels.ts';
import { buildLexicon, type TokenInfo } from './words/lexicon.ts';
import { applyRules, mayFindAnything } from './rules/rules.ts';
import { sentenceFindings } from './score.ts';
import { forEachSentence } from './words/tokenize.ts';
import { createWordLookup } from './words/word-lookup.ts';

/**
 * The built-in toxicity classifier: weighted lexicons per label plus contextual rules (targets,
 * threats, identity attacks, negation, mention), scored per sentence of the de-obfuscated view.
 */
export function createToxicityDetector(): Detector {
  const lexicon = buildLexicon();
  // Looks words up from the text by hash, with a memo for the rare ones that need a string.
  const words = createWordLookup(lexicon);
  // The words of the sentence at hand, resolved; reused from sentence to sentence.
  const infos: (TokenInfo | undefined)[] = [];
  return {
    name: 'toxicity',
    emits: [{ category: 'toxicity', types: TOXICITY_LABELS }],
    detect(input: NormalizedText): Finding[] {
      const findings: Finding[] = [];
      forEachSentence(input.relaxed, (sentence) => {
        // Most sentences hold nothing of interest: decide that from the words' shapes, then from
        // their entries, before building anything.
        if (!words.mayMatter(sentence)) return;
        let salient = false;
        for (let i = 0; i < sentence.length; i++) {
          const info = words.resolve(sentence, i);
          infos[i] = info;
          salient ||= info?.salient === true;
        }
        infos.length = sentence.length;
        if (!salient || !mayFindAnything(lexicon, infos)) return;
        const ctx = buildContext(lexicon, sentence, infos, input.relaxed);
        applyRules(ctx);
        sentenceFindings(ctx, input, findings);
      });
      return findings;
    },
  };
}
