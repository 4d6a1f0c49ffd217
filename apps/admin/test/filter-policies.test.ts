import { schema } from '@csg/db';
import { CUSTOM_PATTERN_LIMITS, DEFAULT_POLICY } from '@csg/detection-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

let admin: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
});

describe('a stored policy that no longer parses', () => {
  it('is shown as stored with the issues that make detection and chat refuse it, in the list and alone', async () => {
    const drifted = { ...DEFAULT_POLICY, entities: { EMAIL_ADDRESS: { action: 'obliterate' } } };
    await h.db.insert(schema.filters).values({ nickname: 'drifted', policy: drifted });

    const one = await h.call(admin, 'GET', '/admin/filters/drifted');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      nickname: 'drifted',
      policy: drifted,
      policyIssues: [
        { path: ['entities', 'EMAIL_ADDRESS', 'action'], code: 'invalid_value', message: expect.any(String) as string },
      ],
    });

    const list = await h.call(admin, 'GET', '/admin/filters');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ data: { nickname: string; policyIssues?: unknown }[] }>().data;
    expect(listed.find((f) => f.nickname === 'drifted')?.policyIssues).toHaveLength(1);
    expect(listed.find((f) => f.nickname === 'content-safety-v2')).not.toHaveProperty('policyIssues');
  });

  it('is mended by saving it again through the validated PUT', async () => {
    const res = await h.call(admin, 'PUT', '/admin/filters/drifted', { policy: DEFAULT_POLICY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('policyIssues');
  });
});

const employeeId = { name: 'Employee id', type: 'EMPLOYEE_ID', pattern: 'EMP-[0-9]{6}', action: 'mask' };
const withPatterns = (customPatterns: unknown) => ({ policy: { ...DEFAULT_POLICY, customPatterns } });

describe('custom patterns on PUT /admin/filters/:nickname', () => {
  it('are stored and returned with their defaults (category pii, confidence 1, case-sensitive)', async () => {
    const codename = { name: 'Codename', type: 'CODENAME', pattern: 'project (falcon|eagle)', action: 'reject' };
    const res = await h.call(
      admin,
      'PUT',
      '/admin/filters/staff-ids',
      withPatterns([employeeId, { ...codename, caseInsensitive: true, category: 'secrets' }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ policy: { customPatterns: unknown } }>().policy.customPatterns).toEqual([
      { ...employeeId, category: 'pii', confidence: 1, caseInsensitive: false },
      { ...codename, category: 'secrets', confidence: 1, caseInsensitive: true },
    ]);
    expect((await h.call(admin, 'GET', '/admin/filters/staff-ids')).json()).toEqual(res.json());
  });

  it('refuse a pattern RE2 cannot run with a 400 naming it, without quoting it, and store nothing', async () => {
    const bad = { ...employeeId, name: 'Leaked key', pattern: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc(?=x)' };
    const res = await h.call(admin, 'PUT', '/admin/filters/bad-patterns', withPatterns([employeeId, bad]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'Invalid request body',
      issues: [
        {
          path: ['policy', 'customPatterns', '1', 'pattern'],
          code: 'custom',
          message: expect.stringMatching(/^Custom pattern "Leaked key" cannot be compiled/) as string,
        },
      ],
    });
    expect(res.body).not.toContain('sk_live');
    expect((await h.call(admin, 'GET', '/admin/filters/bad-patterns')).statusCode).toBe(404);
  });

  it('refuse a pattern too costly to run, a name used twice and more patterns than the limit', async () => {
    const refusal = async (customPatterns: unknown) => {
      const res = await h.call(admin, 'PUT', '/admin/filters/bad-patterns', withPatterns(customPatterns));
      expect(res.statusCode).toBe(400);
      return res.json<{ issues: { path: string[]; message: string }[] }>().issues;
    };
    expect(await refusal([{ ...employeeId, pattern: '\\w{600}' }])).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Custom pattern "Employee id" is too complex/) as string,
      }),
    ]);
    expect(await refusal([employeeId, employeeId])).toEqual([
      expect.objectContaining({ path: ['policy', 'customPatterns', '1', 'name'] }),
    ]);
    const many = Array.from({ length: CUSTOM_PATTERN_LIMITS.patterns + 1 }, (_, n) => ({
      ...employeeId,
      name: `P${n}`,
    }));
    expect(await refusal(many)).toEqual([expect.objectContaining({ path: ['policy', 'customPatterns'] })]);
  });
});

describe('learned model thresholds on PUT /admin/filters/:nickname', () => {
  it('are stored and returned per model; an unknown model name is a 400 naming it, and nothing is stored', async () => {
    const models = { 'attack-classifier': { threshold: 0.4 } };
    const res = await h.call(admin, 'PUT', '/admin/filters/tuned-models', { policy: { ...DEFAULT_POLICY, models } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ policy: { models: unknown } }>().policy.models).toEqual(models);

    const misspelt = { policy: { ...DEFAULT_POLICY, models: { 'attack-clasifier': { threshold: 0.4 } } } };
    const refused = await h.call(admin, 'PUT', '/admin/filters/misspelt-model', misspelt);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: ['policy', 'models'], code: 'unrecognized_keys' }] });
    expect((await h.call(admin, 'GET', '/admin/filters/misspelt-model')).statusCode).toBe(404);
  });
});
