import { stdnum } from 'stdnum';
import { expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import type { Detector, Finding } from '../../types.ts';
import { stdnumDetectors, stdnumFamilies } from './index.ts';

/** A valid identifier written in a text, as a family's tests state it. */
export interface FamilyCase {
  type: string;
  /** The text, holding `value` once. */
  text: string;
  value: string;
  /** Set for values whose form needs a context word: without one nothing is reported. */
  needsContext?: boolean;
  /** A malformed variant, for types without a check digit (a wrong date); otherwise the check character is changed. */
  wrong?: string;
}

const rowOf = (type: string) =>
  Object.values(stdnumFamilies)
    .flat()
    .find((row) => row.type === type)!;

function isValid(type: string, value: string): boolean {
  const [country = '', module = ''] = rowOf(type).module.split('.');
  return stdnum[country]![module]!.validate(value.replace(/[\s./()-]/g, '')).isValid;
}

const ALTERNATIVES = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `value` with its last letter or digit replaced by the first one that breaks the checksum. */
function withWrongCheck(type: string, value: string): string {
  const last = value.search(/[0-9A-Za-z](?=[^0-9A-Za-z]*$)/);
  for (const ch of ALTERNATIVES) {
    const wrong = `${value.slice(0, last)}${ch}${value.slice(last + 1)}`;
    if (!isValid(type, wrong)) return wrong;
  }
  throw new Error(`no wrong check character for ${type}`);
}

/** Findings of every table-driven detector: a malformed value must not pass as another country's. */
function allFindings(text: string): Finding[] {
  return stdnumDetectors.flatMap((detector) => detector.detect(plainText(text), DEFAULT_CONTEXT));
}

/** The tests every family shares, one per rule. */
export function itChecksFamily(detector: Detector, cases: readonly FamilyCase[]): void {
  it.each(cases)('finds a valid $type at its exact offsets', ({ type, text, value }) => {
    const start = text.indexOf(value);
    expect(detector.detect(plainText(text), DEFAULT_CONTEXT)).toEqual([
      expect.objectContaining({ type, category: 'pii', start, end: start + value.length, source: 'validator' }),
    ]);
  });

  it.each(cases)('reports no type for a $type with a wrong check character', ({ type, text, value, wrong }) => {
    const malformed = wrong ?? withWrongCheck(type, value);
    expect(isValid(type, malformed)).toBe(false);
    expect(allFindings(text.replace(value, malformed))).toEqual([]);
  });

  it.each(cases.filter((c) => c.needsContext))('needs a context word for a bare $type', ({ value }) => {
    expect(allFindings(`Reference ${value} as agreed.`)).toEqual([]);
  });

  it('declares every type of its table', () => {
    expect(new Set(cases.map((c) => c.type))).toEqual(new Set(detector.emits.flatMap((e) => e.types)));
  });
}
