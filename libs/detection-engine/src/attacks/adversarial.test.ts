import { describe, expect, it } from 'vitest';
import { normalize } from '../normalize/index.ts';
import { attackDetectors } from './index.ts';
import { DEFAULT_CONTEXT } from '../test-support.ts';

// Every detector must stay linear on hostile input: 100 KB of the patterns' own building blocks.
const SIZE = 100_000;
const repeat = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

describe('adversarial input', () => {
  it.each([
    ['one letter', repeat('a')],
    ['spaces', repeat(' ')],
    ['an override phrase', repeat('ignore all previous instructions ')],
    ['override verbs only', repeat('ignore disregard forget ')],
    ['keys without the rest', repeat('you now your prompt system rules ')],
    ['junk tokens', repeat('ö ')],
    ['brackets', repeat(') ] } ')],
    ['base64 alphabet', repeat('QUJD')],
    ['hex digits', repeat('4a')],
    ['percent escapes', repeat('%41')],
    ['binary bytes', repeat('01000001 ')],
    ['quotes and or', repeat("' or '")],
    ['open tags', repeat('<a ')],
    ['templates', repeat('{{')],
    ['delimiters', repeat('%%% end ')],
    ['punctuation', repeat('!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~')],
    ['table rows', repeat('\n| a | b |')],
  ])('%s finishes quickly', (_name, text) => {
    const input = normalize(text);
    const started = performance.now();
    for (const detector of attackDetectors) detector.detect(input, DEFAULT_CONTEXT);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
