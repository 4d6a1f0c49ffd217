import type { Category } from '../../types.ts';
import { CODE_INSERTION_SIGNALS, payloadHits } from './code-insertion.ts';
import { EXTRACTION_SIGNALS } from './extraction-signals.ts';
import { floodHits } from '../payloads/flood.ts';
import { taskAtEdge } from './indirect-signals.ts';
import { INJECTION_SIGNALS } from './injection-signals.ts';
import { JAILBREAK_SIGNALS } from './jailbreak-signals.ts';
import type { Hit, Signal } from './signal.ts';

/** One finding type scored from a signal table, plus optional structural evidence. */
export interface PhraseFamily {
  type: string;
  category: Category;
  signals: readonly Signal[];
  /** Evidence found otherwise than by the signals, given the view and the signals' hits. */
  extra?: (view: string, hits: readonly Hit[]) => Hit[];
}

export const PHRASE_FAMILIES: readonly PhraseFamily[] = [
  { type: 'JAILBREAK', category: 'jailbreak', signals: JAILBREAK_SIGNALS },
  {
    type: 'PROMPT_INJECTION',
    category: 'injection',
    signals: [...INJECTION_SIGNALS, ...CODE_INSERTION_SIGNALS],
    extra: (view, hits) => [...taskAtEdge(view), ...payloadHits(view, hits), ...floodHits(view)],
  },
  { type: 'SYSTEM_PROMPT_EXTRACTION', category: 'injection', signals: EXTRACTION_SIGNALS },
];
