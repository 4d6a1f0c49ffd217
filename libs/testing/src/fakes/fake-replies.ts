import { DEFAULT_KEYWORDS, findKeywords, guessLanguage, type FakeComponentKind } from './fake-rules.ts';

const SCORE = 0.9;

/** The reply a healthy component gives, in the shape of docs/components.md. */
export function normalReply(kind: FakeComponentKind, text: string, keywords?: Record<string, string>): unknown {
  if (kind === 'language-detector') return guessLanguage(text);
  const spans = findKeywords(text, keywords ?? DEFAULT_KEYWORDS[kind]);
  if (kind === 'ml-detector') {
    return { entities: spans.map(({ type, start, end }) => ({ type, start, end, score: SCORE })) };
  }
  if (kind === 'hap-guard-v2') {
    return { labels: spans.map(({ type, start, end }) => ({ label: type, score: SCORE, start, end })) };
  }
  return { detections: spans.map(({ type, start, end }) => ({ type, score: SCORE, start, end })) };
}

/** Valid JSON of the wrong shape: the field names and types of another API. */
export function wrongShapeReply(kind: FakeComponentKind): unknown {
  return kind === 'language-detector' ? { lang: 42 } : { results: 'none', entities: 'n/a', labels: [{ name: 1 }] };
}

/** The right shape with offsets past the end of the text (a component counting bytes, say). */
export function badOffsetsReply(kind: FakeComponentKind, text: string): unknown {
  const span = { start: text.length, end: text.length + 10, score: SCORE };
  if (kind === 'ml-detector') return { entities: [{ type: 'PERSON', ...span }] };
  if (kind === 'hap-guard-v2') return { labels: [{ label: 'INSULT', ...span }] };
  if (kind === 'attack-guard') return { detections: [{ type: 'JAILBREAK', ...span }] };
  return { language: 'EN-XX-NOT-A-CODE', score: 2 };
}
