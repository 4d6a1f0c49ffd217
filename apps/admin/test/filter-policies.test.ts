import { schema } from '@csg/db';
import { DEFAULT_POLICY } from '@csg/detection-engine';
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
