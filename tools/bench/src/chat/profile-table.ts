import { table } from '../report.ts';

/** The parts of a V8 CPU profile (DevTools .cpuprofile) this summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

interface Slice {
  name: string;
  area: string;
  selfUs: number;
}

/** Where a function lives: a package, one of our libs or apps, Node's own code, or V8 itself. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return /^\(.*\)$/.test(functionName) ? functionName : 'V8 builtins';
  const packageAt = url.lastIndexOf('/node_modules/');
  if (packageAt >= 0) {
    const [scope = '', name = ''] = url.slice(packageAt + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const ours = /\/(libs|apps)\/([^/]+)\//.exec(url);
  if (ours) return ours[1] === 'libs' ? `@csg/${ours[2]}` : `apps/${ours[2]}`;
  if (url.startsWith('node:')) {
    const [first = '', second = ''] = url
      .slice('node:'.length)
      .replace(/^internal\//, '')
      .split('/');
    return `node:${second && !second.includes('.') ? `${first}/${second}` : first.replace(/^_/, '')}`;
  }
  if (url.includes('/tools/bench/')) return 'benchmark probes';
  return url;
}

/** Self time per function and per area, leaving out idle samples and the profiler's own calls. */
export function summariseProfile(profile: CpuProfile): {
  activeUs: number;
  slices: Slice[];
  areas: Map<string, number>;
} {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, Slice>();
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\/(node_modules|libs|apps)\//, '$1/');
    const name = `${functionName || '(anonymous)'}${url ? ` ${file}:${lineNumber + 1}` : ''}`;
    const slice = self.get(name) ?? { name, area: areaOf(url, functionName), selfUs: 0 };
    slice.selfUs += profile.timeDeltas[i] ?? 0;
    self.set(name, slice);
  });
  // Idle is no work; node:inspector is the profiler's own start and stop, not the app's.
  const slices = [...self.values()]
    .filter((s) => s.area !== '(idle)' && s.area !== 'node:inspector')
    .sort((a, b) => b.selfUs - a.selfUs);
  const areas = new Map<string, number>();
  for (const s of slices) areas.set(s.area, (areas.get(s.area) ?? 0) + s.selfUs);
  return { activeUs: slices.reduce((sum, s) => sum + s.selfUs, 0), slices, areas };
}

const share = (us: number, total: number) => `${((100 * us) / total).toFixed(1)} %`;
const perRequest = (us: number, requests: number) => (us / 1000 / requests).toFixed(3);

/** Two tables for one process: self time by area, then the functions that took the most. */
export function profileTables(profile: CpuProfile, requests: number, top = 15): string {
  const { activeUs, slices, areas } = summariseProfile(profile);
  const byArea = [...areas].sort((a, b) => b[1] - a[1]);
  const shown = byArea.slice(0, top);
  const rest = byArea.slice(top).reduce((sum, [, us]) => sum + us, 0);
  return `${table(
    ['area (self time)', 'share', 'ms per request'],
    [
      ...shown.map(([area, us]) => [area, share(us, activeUs), perRequest(us, requests)]),
      ...(rest > 0 ? [['everything else', share(rest, activeUs), perRequest(rest, requests)]] : []),
      ['**all on-CPU samples**', '100 %', perRequest(activeUs, requests)],
    ],
  )}

${table(
  ['function (self time)', 'area', 'share', 'ms per request'],
  slices.slice(0, top).map((s) => [`\`${s.name}\``, s.area, share(s.selfUs, activeUs), perRequest(s.selfUs, requests)]),
)}`;
}
