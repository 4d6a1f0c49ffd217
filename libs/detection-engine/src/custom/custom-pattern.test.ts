import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import type { NormalizedText } from '../types.ts';
import { CustomPatternError, compileCustomPattern, type CustomPattern } from './custom-pattern.ts';

const employeeId: CustomPattern = {
  name: 'Employee id',
  type: 'EMPLOYEE_ID',
  category: 'pii',
  pattern: 'EMP-[0-9]{6}',
  confidence: 0.85,
};

describe('compileCustomPattern', () => {
  it('makes a detector that reports the type, category and confidence of the definition', () => {
    const detector = compileCustomPattern(employeeId);
    expect(detector).toMatchObject({
      name: 'custom:Employee id',
      emits: [{ category: 'pii', types: ['EMPLOYEE_ID'] }],
    });
    expect(detector.detect(plainText('ids EMP-123456 and EMP-654321, not EMP-12'), DEFAULT_CONTEXT)).toEqual([
      { type: 'EMPLOYEE_ID', category: 'pii', start: 4, end: 14, confidence: 0.85, source: 'regex' },
      { type: 'EMPLOYEE_ID', category: 'pii', start: 19, end: 29, confidence: 0.85, source: 'regex' },
    ]);
  });

  it('matches case-insensitively when asked', () => {
    const detector = compileCustomPattern({ ...employeeId, caseInsensitive: true });
    expect(detector.detect(plainText('emp-000001'), DEFAULT_CONTEXT)).toHaveLength(1);
    expect(compileCustomPattern(employeeId).detect(plainText('emp-000001'), DEFAULT_CONTEXT)).toHaveLength(0);
  });

  it('reports UTF-16 offsets in multi-byte text', () => {
    const text = '👋🏽 名前 EMP-123456 ✓';
    const [finding] = compileCustomPattern(employeeId).detect(plainText(text), DEFAULT_CONTEXT);
    expect(text.slice(finding!.start, finding!.end)).toBe('EMP-123456');
  });

  it('matches the normalised text and maps the span back to the original', () => {
    // The normaliser removed a zero-width space at offset 1: later offsets shift by one.
    const original = 'I\u200bD: EMP-123456';
    const shift = (offset: number) => (offset >= 1 ? offset + 1 : offset);
    const input: NormalizedText = {
      original,
      text: 'ID: EMP-123456',
      relaxed: 'ID: EMP-123456',
      toOriginal: (_view, start, end) => [shift(start), shift(end)],
    };
    const [finding] = compileCustomPattern(employeeId).detect(input, DEFAULT_CONTEXT);
    expect(original.slice(finding!.start, finding!.end)).toBe('EMP-123456');
  });

  it.each([
    ['lookahead', 'EMP-(?=[0-9])'],
    ['a backreference', '(a)\\1'],
    ['an unbalanced group', '(EMP'],
    ['a repetition above 1000', 'a{1001}'],
  ])('refuses %s with a readable error', (_name, pattern) => {
    expect(() => compileCustomPattern({ ...employeeId, pattern })).toThrow(
      /Custom pattern "Employee id" cannot be compiled \(RE2 syntax/,
    );
  });

  it('refuses a pattern too costly to run', () => {
    expect(() => compileCustomPattern({ ...employeeId, pattern: '\\w{1000}' })).toThrow(/too complex/);
    expect(() => compileCustomPattern({ ...employeeId, pattern: '\\w{20}' }, { maxProgramSize: 10 })).toThrow(
      CustomPatternError,
    );
  });

  it('refuses an invalid definition', () => {
    expect(() => compileCustomPattern({ ...employeeId, type: 'employee id' })).toThrow(/is invalid: type/);
    expect(() => compileCustomPattern({ ...employeeId, confidence: 2 })).toThrow(/confidence/);
    expect(() => compileCustomPattern({ ...employeeId, pattern: '' })).toThrow(CustomPatternError);
  });

  it('finishes fast on a catastrophic pattern that would hang a backtracking engine', () => {
    const detector = compileCustomPattern({ ...employeeId, pattern: '(a+)+$' });
    const adversarial = 'a'.repeat(100_000) + '!';
    const started = performance.now();
    expect(detector.detect(plainText(adversarial), DEFAULT_CONTEXT)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('skips empty matches and stops at the finding limit', () => {
    expect(compileCustomPattern({ ...employeeId, pattern: 'x*' }).detect(plainText('abc'), DEFAULT_CONTEXT)).toEqual(
      [],
    );
    const everywhere = compileCustomPattern({ ...employeeId, pattern: '.' }, { maxFindings: 50 });
    expect(everywhere.detect(plainText('y'.repeat(10_000)), DEFAULT_CONTEXT)).toHaveLength(50);
  });
});
