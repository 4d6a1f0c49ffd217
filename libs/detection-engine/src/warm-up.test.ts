import { describe, expect, it } from 'vitest';
import { createDefaultEngine } from './default-engine.ts';
import { DEFAULT_POLICY } from './policy/index.ts';
import { warmUp } from './warm-up.ts';

describe('warmUp', () => {
  it('runs one text through the engine with the default policy', () => {
    const calls: unknown[][] = [];
    warmUp({ detectSync: (...args) => (calls.push(args), { detectedEntities: [] }) as never });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toEqual({ policy: DEFAULT_POLICY });
  });

  it('reaches every detector family with the default engine', () => {
    const engine = createDefaultEngine();
    const categories = new Set<string>();
    warmUp({
      detectSync: (text, options) => {
        const result = engine.detectSync(text, options);
        for (const entity of result.detectedEntities) categories.add(entity.category);
        return result;
      },
    });
    expect([...categories].sort()).toEqual(['injection', 'pii', 'secrets', 'toxicity']);
  });
});
