import type { FilterPolicy } from '../policy/schema.ts';
import type { DetectContext, Detector } from '../types.ts';

/** What one policy runs: the detectors whose findings it may act on, and the context they get. */
export interface PolicyRun {
  detectors: readonly Detector[];
  context: DetectContext;
}

/**
 * Whether the policy allows every (category, type) the detector emits: an entity rule of the type
 * decides when there is one, else the category's rule, as when the policy is applied. Such a
 * detector's findings could only ever be allowed, so running it is wasted work.
 */
function allowsAllOf(detector: Detector, policy: FilterPolicy): boolean {
  return detector.emits.every(({ category, types }) => {
    const byCategory = policy.categories[category].action;
    return types.every((type) => {
      const entity = Object.hasOwn(policy.entities, type) ? policy.entities[type] : undefined;
      return (entity?.action ?? byCategory) === 'allow';
    });
  });
}

/**
 * The run of each policy, worked out once per policy object: resolved filters are cached, so the
 * hot path costs one WeakMap lookup. A filter's custom patterns always run: their own action, not
 * the policy's rules, decides what becomes of their findings.
 */
export function createPolicyRuns(
  builtIn: readonly Detector[],
  patternDetectors: (patterns: FilterPolicy['customPatterns']) => readonly Detector[],
): (policy: FilterPolicy) => PolicyRun {
  const runs = new WeakMap<FilterPolicy, PolicyRun>();
  return (policy) => {
    let run = runs.get(policy);
    if (!run) {
      const kept = builtIn.filter((detector) => !allowsAllOf(detector, policy));
      const own = patternDetectors(policy.customPatterns);
      run = { detectors: own.length === 0 ? kept : [...kept, ...own], context: { policy } };
      runs.set(policy, run);
    }
    return run;
  };
}
