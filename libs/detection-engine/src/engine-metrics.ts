import { ACTIONS, CATEGORIES, type Action, type Category } from '@csg/contracts';
import { Counter, Histogram, type Registry } from '@prometheus-io/client';
import type { EngineObserver } from './engine/types.ts';

type Child = { inc(value?: number): void };

/** A filter's own patterns are named by the tenant: counted under one label, whatever their names. */
const detectorLabel = (name: string) => (name.startsWith('custom:') ? 'custom' : name);

/** Built once per label value, so a scan only adds to counters it already holds. */
function childrenOf<T extends Child>(make: (label: string) => T) {
  const children = new Map<string, T>();
  return (name: string) => {
    let child = children.get(name);
    if (child === undefined) {
      child = make(detectorLabel(name));
      children.set(name, child);
    }
    return child;
  };
}

/**
 * The engine's series on an app's registry: detections by category and action, the scan's time,
 * each built-in detector's time, and what was skipped (fail-open). Labels are bounded: categories
 * and actions are fixed lists, detectors the engine's own names.
 */
export function createEngineMetrics(registry: Registry): EngineObserver {
  const registers = [registry];
  const detections = new Counter({
    name: 'csg_detections_total',
    help: 'Entities found, by category and the action the filter applied.',
    labelNames: ['category', 'action'] as const,
    registers,
  });
  const byCategory = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Object.fromEntries(ACTIONS.map((action) => [action, detections.labels(category, action)])),
    ]),
  ) as Record<Category, Record<Action, Child>>;
  const scans = new Histogram({
    name: 'csg_detection_scan_seconds',
    help: 'Time of one scan of one text (all detectors, policy and masking).',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
    registers,
  });
  const detectorSeconds = new Counter({
    name: 'csg_detector_seconds_total',
    help: 'Time spent in each built-in detector, summed over scans.',
    labelNames: ['detector'] as const,
    registers,
  });
  const skipped = new Counter({
    name: 'csg_detectors_skipped_total',
    help: 'Detectors and components skipped for one scan because they failed or ran late (fail-open).',
    labelNames: ['detector'] as const,
    registers,
  });
  const timeOf = childrenOf((label) => detectorSeconds.labels(label));
  const skipOf = childrenOf((label) => skipped.labels(label));

  return {
    detectorTime: (detector, ms) => timeOf(detector).inc(ms / 1000),
    scanned: (result) => {
      scans.observe(result.processingTimeMs / 1000);
      for (const entity of result.detectedEntities) byCategory[entity.category][entity.action].inc();
      for (const name of result.detectorsSkipped) skipOf(name).inc();
    },
  };
}
