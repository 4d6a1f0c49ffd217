/** The four optional ML components of the specification that the detection engine calls. */
export type FakeComponentKind = 'ml-detector' | 'hap-guard-v2' | 'attack-guard' | 'language-detector';

interface Route {
  analyzePath: string;
  healthPath: string;
}

/** The paths of docs/components.md (this lib cannot import the detection engine's contracts). */
export const FAKE_ROUTES: Record<FakeComponentKind, Route> = {
  'ml-detector': { analyzePath: '/api/v1/detect', healthPath: '/api/v1/health' },
  'hap-guard-v2': { analyzePath: '/classify', healthPath: '/health' },
  'attack-guard': { analyzePath: '/api/v1/jailbreak/detect', healthPath: '/api/v1/jailbreak/health' },
  'language-detector': { analyzePath: '/detect', healthPath: '/health' },
};

/** Keyword (case-insensitive) → entity type, label or detection type: what each fake "recognises". */
export const DEFAULT_KEYWORDS: Record<Exclude<FakeComponentKind, 'language-detector'>, Record<string, string>> = {
  'ml-detector': { alice: 'PERSON', bob: 'PERSON', 'acme corp': 'ORGANIZATION', springfield: 'LOCATION' },
  'hap-guard-v2': { idiot: 'INSULT', 'kill you': 'THREAT', 'hate you': 'HARASSMENT', damn: 'PROFANITY' },
  'attack-guard': {
    'ignore previous instructions': 'PROMPT_INJECTION',
    'do anything now': 'JAILBREAK',
    "' or 1=1": 'SQL_INJECTION',
    '<script': 'SCRIPT_INJECTION',
  },
};

/** A few function words per language: enough for a fake to tell test sentences apart. */
const LANGUAGE_WORDS: Record<string, string> = {
  the: 'en',
  and: 'en',
  is: 'en',
  der: 'de',
  und: 'de',
  ist: 'de',
  le: 'fr',
  et: 'fr',
  est: 'fr',
  el: 'es',
  que: 'es',
  es: 'es',
};

export interface Span {
  keyword: string;
  type: string;
  start: number;
  end: number;
}

function escapeLiteral(keyword: string): string {
  return keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every occurrence of every keyword, with UTF-16 offsets into `text` as the contract requires. */
export function findKeywords(text: string, keywords: Record<string, string>): Span[] {
  const spans: Span[] = [];
  for (const [keyword, type] of Object.entries(keywords)) {
    // A literal pattern: no quantifier, nothing to backtrack.
    for (const match of text.matchAll(new RegExp(escapeLiteral(keyword), 'gi'))) {
      spans.push({ keyword, type, start: match.index, end: match.index + match[0].length });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function guessLanguage(text: string): { language: string; score: number } {
  const votes = new Map<string, number>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const language = LANGUAGE_WORDS[word];
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const best = [...votes].sort((a, b) => b[1] - a[1])[0];
  return best ? { language: best[0], score: 0.95 } : { language: 'en', score: 0.2 };
}
