import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../policy/default-policy.ts';
import { filterPolicySchema } from '../policy/schema.ts';
import { createDetectionEngine } from './detection-engine.ts';
import { engineOptions, literalDetector } from './test-doubles.ts';

const EMAIL = 'jane.doe@example.com';
const ID = 'EMP-204817';
const engine = createDetectionEngine(engineOptions([literalDetector('EMAIL_ADDRESS', 'pii', EMAIL)]));

const withPatterns = (customPatterns: object[], overrides: object = {}) =>
  filterPolicySchema.parse({ ...DEFAULT_POLICY, ...overrides, customPatterns });
const employeeId = { name: 'Employee id', type: 'EMPLOYEE_ID', pattern: 'EMP-[0-9]{6}', action: 'mask' };

describe('a filter’s custom patterns', () => {
  it('find entities of their own type, masked as placeholders, with the matched value nowhere in the result', async () => {
    const text = `Badge ${ID} belongs to ${EMAIL}.`;
    const result = await engine.detect(text, { policy: withPatterns([employeeId]) });
    expect(result.maskedText).toBe('Badge [EMPLOYEE_ID] belongs to [EMAIL_ADDRESS].');
    expect(result.detectedEntities).toEqual([
      {
        type: 'EMPLOYEE_ID',
        category: 'pii',
        value: '[EMPLOYEE_ID]',
        confidence: 1,
        action: 'mask',
        start: 6,
        end: 16,
        source: 'regex',
      },
      expect.objectContaining({ type: 'EMAIL_ADDRESS', action: 'mask' }),
    ]);
    expect(JSON.stringify(result)).not.toContain(ID);
    expect(result.summary.byCategory.pii).toBe(2);
  });

  it('take their own action over the filter’s category and entity rules and thresholds', () => {
    const policy = withPatterns([{ ...employeeId, action: 'reject', confidence: 0.2 }], {
      categories: { ...DEFAULT_POLICY.categories, pii: { action: 'allow', threshold: 0.9 } },
      entities: { EMPLOYEE_ID: { action: 'allow' } },
    });
    const result = engine.detectSync(`id ${ID}`, { policy });
    expect(result.action).toBe('reject');
    expect(result.detectedEntities).toEqual([
      expect.objectContaining({ type: 'EMPLOYEE_ID', action: 'reject', confidence: 0.2 }),
    ]);
  });

  it('flag without hiding the text, and take the category they are given', async () => {
    const policy = withPatterns([
      { ...employeeId, type: 'CODENAME', pattern: '(?i)project falcon', action: 'flag', category: 'secrets' },
    ]);
    const result = await engine.detect('Status of Project Falcon?', { policy });
    expect(result).toMatchObject({ action: 'flag', maskedText: 'Status of Project Falcon?' });
    expect(result.detectedEntities).toEqual([
      expect.objectContaining({ type: 'CODENAME', category: 'secrets', value: '[REDACTED]', action: 'flag' }),
    ]);
  });

  it('run only for the policy that holds them', async () => {
    expect((await engine.detect(`id ${ID}`, { policy: DEFAULT_POLICY })).detectedEntities).toEqual([]);
  });
});
