import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { personLocationDetector } from '../person-location.ts';

const places = (text: string): string[] =>
  personLocationDetector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .filter((finding) => finding.type === 'LOCATION')
    .map((finding) => text.slice(finding.start, finding.end));

describe('personLocationDetector: month words', () => {
  it.each(['Notes: renewal due in March', 'The office reopens in May.', 'We met in August and again in October.'])(
    'reads a lone month word as the month, not a town of that name: %j',
    (text) => {
      expect(places(text)).toEqual([]);
    },
  );

  it('still finds a place that is no month', () => {
    expect(places('The renewal was signed in Manchester.')).toEqual(['Manchester']);
  });
});
