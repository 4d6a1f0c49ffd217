import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEARNED_MODELS } from './learned-models.ts';
import { filterPolicySchema } from './schema.ts';
import { DEFAULT_POLICY as contentSafetyV2 } from './default-policy.ts';

describe('filterPolicySchema', () => {
  it('gives DEFAULT_POLICY exactly the policy the migrations seed for content-safety-v2', () => {
    const migration = readFileSync(new URL('../../../db/migrations/0004_seed_catalogue.sql', import.meta.url), 'utf8');
    const seeded = JSON.parse(
      migration.slice(
        migration.indexOf("'{", migration.indexOf('content-safety-v2')) + 1,
        migration.indexOf("}'::jsonb") + 1,
      ),
    ) as { entities: object };
    const update = readFileSync(
      new URL('../../../db/migrations/0007_flag_context_entities.sql', import.meta.url),
      'utf8',
    );
    const added = JSON.parse(update.slice(update.indexOf("|| '{") + 4, update.lastIndexOf("}'::jsonb") + 1)) as object;
    const current = { ...seeded, entities: { ...seeded.entities, ...added } };
    expect(filterPolicySchema.parse(current)).toEqual(contentSafetyV2);
  });

  it('reads the seeded content-safety-v2 policy', () => {
    expect(contentSafetyV2.categories.toxicity).toEqual({ action: 'flag', threshold: 0.6 });
    expect(contentSafetyV2.entities.THREAT).toEqual({ action: 'reject', threshold: 0.8 });
    expect(contentSafetyV2.entities.PRIVATE_KEY).toEqual({ action: 'reject' });
  });

  it('strips unknown fields and defaults the entities to none', () => {
    const parsed = filterPolicySchema.parse({
      version: 1,
      extra: true,
      categories: { ...contentSafetyV2.categories, pii: { action: 'mask', threshold: 0.5, colour: 'red' } },
    });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.categories.pii).toEqual({ action: 'mask', threshold: 0.5 });
    expect(parsed.entities).toEqual({});
  });

  it('reads per-model thresholds, keyed by the learned models, and leaves them absent when not given', () => {
    const models = { 'attack-classifier': { threshold: 0.35 }, 'toxicity-classifier': { threshold: 0.8 } };
    expect(filterPolicySchema.parse({ ...contentSafetyV2, models }).models).toEqual(models);
    expect(filterPolicySchema.parse({ ...contentSafetyV2, models: {} }).models).toEqual({});
    expect(contentSafetyV2).not.toHaveProperty('models');
    expect(LEARNED_MODELS).toEqual(Object.keys(models));
  });

  it('names an unknown model in its refusal rather than dropping it', () => {
    const parsed = filterPolicySchema.safeParse({
      ...contentSafetyV2,
      models: { 'attack-clasifier': { threshold: 0.5 } },
    });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['models'], code: 'unrecognized_keys', keys: ['attack-clasifier'] }),
    ]);
  });

  it.each([
    ['a model threshold above 1', { ...contentSafetyV2, models: { 'attack-classifier': { threshold: 1.2 } } }],
    ['a model without a threshold', { ...contentSafetyV2, models: { 'toxicity-classifier': {} } }],
    ['an unknown version', { ...contentSafetyV2, version: 2 }],
    [
      'a threshold above 1',
      { ...contentSafetyV2, categories: { ...contentSafetyV2.categories, pii: { action: 'mask', threshold: 1.5 } } },
    ],
    ['an unknown action', { ...contentSafetyV2, entities: { EMAIL_ADDRESS: { action: 'block' } } }],
    ['a lower-case entity type', { ...contentSafetyV2, entities: { email: { action: 'mask' } } }],
    ['a missing category', { ...contentSafetyV2, categories: { pii: contentSafetyV2.categories.pii } }],
  ])('refuses %s', (_name, policy) => {
    expect(filterPolicySchema.safeParse(policy).success).toBe(false);
  });
});
