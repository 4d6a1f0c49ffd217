import type { Detector, Finding, NormalizedText } from '../types.ts';
import { buildContext } from './context.ts';
import { buildLexicon, type TokenInfo } from './lexicon.ts';
import { cachedResolver } from './resolve.ts';
import { applyRules } from './rules.ts';
import { sentenceFindings } from './score.ts';
import { forEachSentence } from './tokenize.ts';

/**
 * The built-in toxicity classifier: weighted lexicons per label plus contextual rules (targets,
 * threats, identity attacks, negation, mention), scored per sentence of the de-obfuscated view.
 */
export function createToxicityDetector(): Detector {
  const lexicon = buildLexicon();
  // A bounded memo of word lookups: it saves time on repeated words and never changes an answer.
  const resolve = cachedResolver(lexicon);
  return {
    name: 'toxicity',
    category: 'toxicity',
    detect(input: NormalizedText): Finding[] {
      const findings: Finding[] = [];
      forEachSentence(input.relaxed, (sentence) => {
        // Most sentences hold nothing of interest: decide that before building anything.
        const infos: (TokenInfo | undefined)[] = [];
        let interesting = false;
        for (const word of sentence.words) {
          const info = word === '' ? undefined : resolve(word);
          infos.push(info);
          interesting ||= info?.salient === true;
        }
        if (!interesting) return;
        const ctx = buildContext(lexicon, sentence, infos, input.relaxed);
        applyRules(ctx);
        sentenceFindings(ctx, input, findings);
      });
      return findings;
    },
  };
}
