import { describe, expect, it } from 'vitest';
import { allocatorEnv, JEMALLOC_PATHS } from './allocator.ts';

const installed = (path: string) => path === JEMALLOC_PATHS[0];
const missing = () => false;

describe('allocatorEnv', () => {
  it('preloads jemalloc with its background purge when it is installed (auto)', () => {
    expect(allocatorEnv('auto', {}, installed).env).toEqual({
      LD_PRELOAD: JEMALLOC_PATHS[0],
      MALLOC_CONF: 'background_thread:true',
    });
  });

  it('falls back to the system malloc when jemalloc is missing, unless it was asked for by name', () => {
    expect(allocatorEnv('auto', {}, missing).env).toEqual({});
    expect(() => allocatorEnv('jemalloc', {}, missing)).toThrow(/libjemalloc/);
  });

  it("leaves the operator's LD_PRELOAD and MALLOC_CONF alone, and 'system' preloads nothing", () => {
    expect(allocatorEnv('auto', { LD_PRELOAD: '/opt/tcmalloc.so' }, installed).env).toEqual({});
    expect(allocatorEnv('auto', { MALLOC_CONF: 'narenas:2' }, installed).env.MALLOC_CONF).toBe('narenas:2');
    expect(allocatorEnv('system', {}, installed).env).toEqual({});
  });
});
