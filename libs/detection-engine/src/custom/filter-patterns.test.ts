import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import { CUSTOM_PATTERN_LIMITS, createPatternDetectors, filterPatternsSchema } from './filter-patterns.ts';

const employeeId = { name: 'Employee id', type: 'EMPLOYEE_ID', pattern: 'EMP-[0-9]{6}', action: 'mask' };

const issuesOf = (patterns: unknown[]) => filterPatternsSchema.safeParse(patterns).error?.issues ?? [];

describe('filterPatternsSchema', () => {
  it('gives a pattern category pii, confidence 1 and case-sensitive matching unless it says otherwise', () => {
    expect(filterPatternsSchema.parse([employeeId])).toEqual([
      { ...employeeId, category: 'pii', confidence: 1, caseInsensitive: false },
    ]);
  });

  it('refuses a pattern RE2 cannot compile, naming the pattern and not quoting it', () => {
    const leaked = { ...employeeId, name: 'Leaked key', pattern: '(sk_live_4eC39HqLyjWDarjtT1zdp7dc' };
    const [issue, ...others] = issuesOf([employeeId, leaked]);
    expect(others).toEqual([]);
    expect(issue).toMatchObject({ code: 'custom', path: [1, 'pattern'] });
    expect(issue?.message).toMatch(
      /^Custom pattern "Leaked key" cannot be compiled \(RE2 syntax.*\): missing closing \)$/,
    );
    expect(issue?.message).not.toContain('sk_live');
  });

  it.each([
    ['lookahead', 'EMP-(?=[0-9])', /cannot be compiled/],
    ['a backreference', '(a)\\1', /cannot be compiled/],
    ['a program over the limit of one pattern', '\\w{600}', /too complex \(\d+ instructions, at most 500\)/],
  ])('refuses %s', (_name, pattern, message) => {
    expect(issuesOf([{ ...employeeId, pattern }])).toEqual([
      expect.objectContaining({ path: [0, 'pattern'], message: expect.stringMatching(message) as string }),
    ]);
  });

  it('refuses patterns whose programs together exceed the filter budget, each within its own', () => {
    const patterns = [1, 2, 3].map((n) => ({ ...employeeId, name: `Wide ${n}`, pattern: '\\w{400}' }));
    expect(issuesOf(patterns.slice(0, 2))).toEqual([]);
    expect(issuesOf(patterns)).toEqual([
      expect.objectContaining({
        path: [],
        message: expect.stringMatching(/too complex together .*at most 1000/) as string,
      }),
    ]);
  });

  it('refuses a name used twice, more patterns than the limit, and a definition without action or with a bad type', () => {
    expect(issuesOf([employeeId, { ...employeeId, pattern: 'E[0-9]+' }])).toEqual([
      expect.objectContaining({ path: [1, 'name'], message: 'Custom pattern "Employee id" is named twice' }),
    ]);
    const many = Array.from({ length: CUSTOM_PATTERN_LIMITS.patterns + 1 }, (_, n) => ({
      ...employeeId,
      name: `P${n}`,
    }));
    expect(issuesOf(many)).toEqual([expect.objectContaining({ code: 'too_big' })]);
    expect(issuesOf([{ ...employeeId, action: undefined }])).toEqual([
      expect.objectContaining({ path: [0, 'action'] }),
    ]);
    expect(issuesOf([{ ...employeeId, type: 'employee id' }])).toEqual([
      expect.objectContaining({ path: [0, 'type'] }),
    ]);
  });
});

describe('createPatternDetectors', () => {
  it('makes detectors whose findings carry the pattern’s type, category, confidence and action', () => {
    const detectors = createPatternDetectors()(filterPatternsSchema.parse([{ ...employeeId, confidence: 0.8 }]));
    expect(detectors.map((d) => d.name)).toEqual(['custom:Employee id']);
    expect(detectors[0]?.detect(plainText('id EMP-123456'), DEFAULT_CONTEXT)).toEqual([
      { type: 'EMPLOYEE_ID', category: 'pii', start: 3, end: 13, confidence: 0.8, source: 'regex', action: 'mask' },
    ]);
  });

  it('compiles a set of patterns once: the same list, or the same content read again, gets the same detectors', () => {
    const detectorsOf = createPatternDetectors();
    const patterns = filterPatternsSchema.parse([employeeId]);
    const first = detectorsOf(patterns);
    expect(detectorsOf(patterns)).toBe(first);
    expect(detectorsOf(filterPatternsSchema.parse([employeeId]))).toBe(first);
    expect(detectorsOf(filterPatternsSchema.parse([{ ...employeeId, action: 'reject' }]))).not.toBe(first);
    expect(detectorsOf(undefined)).toEqual([]);
  });
});
