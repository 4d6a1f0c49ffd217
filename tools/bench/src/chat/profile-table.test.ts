import { describe, expect, it } from 'vitest';
import { areaOf, summariseProfile, type CpuProfile } from './profile-table.ts';

describe('areaOf', () => {
  it('names the package a function came from, scoped or not, through pnpm’s nested node_modules', () => {
    expect(areaOf('file:///r/node_modules/.pnpm/fastify@5.6.0/node_modules/fastify/lib/route.js', 'f')).toBe('fastify');
    expect(areaOf('file:///r/node_modules/.pnpm/x/node_modules/@fastify/cors/index.js', 'f')).toBe('@fastify/cors');
  });

  it('names our libs and apps by their folder, and Node’s own modules by their path', () => {
    expect(areaOf('file:///r/libs/detection-engine/src/engine.ts', 'detect')).toBe('@csg/detection-engine');
    expect(areaOf('file:///r/apps/edge-gateway/src/app.ts', 'f')).toBe('apps/edge-gateway');
    expect(areaOf('node:internal/streams/readable', 'read')).toBe('node:streams/readable');
    expect(areaOf('node:_http_server', 'f')).toBe('node:http_server');
  });

  it('keeps V8’s own entries apart from its builtins', () => {
    expect(areaOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(areaOf('', 'JSON.parse')).toBe('V8 builtins');
  });
});

describe('summariseProfile', () => {
  const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)') },
      { id: 2, callFrame: frame('detect', 'file:///r/libs/detection-engine/src/a.ts') },
      { id: 3, callFrame: frame('post', 'node:inspector') },
      { id: 4, callFrame: frame('(garbage collector)') },
    ],
    samples: [1, 2, 2, 3, 4],
    timeDeltas: [500, 250, 250, 900, 100],
  };

  it('adds each sample’s time to the function on top, leaving out idle time and the profiler’s own calls', () => {
    const { activeUs, slices, areas } = summariseProfile(profile);
    expect(activeUs).toBe(600);
    expect(slices.map((s) => s.name)).toEqual(['detect libs/detection-engine/src/a.ts:1', '(garbage collector)']);
    expect(areas.get('@csg/detection-engine')).toBe(500);
  });
});
