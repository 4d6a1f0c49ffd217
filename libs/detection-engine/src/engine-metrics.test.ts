import { Registry } from '@prometheus-io/client';
import { describe, expect, it } from 'vitest';
import { createDetectionEngine } from './engine/detection-engine.ts';
import { engineOptions, literalDetector, throwingDetector } from './engine/test-doubles.ts';
import { createEngineMetrics } from './engine-metrics.ts';
import { DEFAULT_POLICY } from './policy/default-policy.ts';

const EMAIL = 'jane.doe@example.com';

describe('createEngineMetrics', () => {
  it('counts detections by category and action, each detector’s time and the detectors skipped', async () => {
    const registry = new Registry();
    const engine = createDetectionEngine({
      ...engineOptions([literalDetector('EMAIL_ADDRESS', 'pii', EMAIL), throwingDetector('broken')]),
      observer: createEngineMetrics(registry),
    });
    await engine.detect(`Write to ${EMAIL}.`, { policy: DEFAULT_POLICY });
    engine.detectSync(`Or ${EMAIL}`, { policy: DEFAULT_POLICY });

    const page = await registry.metrics();
    expect(page).toContain('csg_detections_total{category="pii",action="mask"} 2');
    expect(page).toContain('csg_detection_scan_seconds_count 2');
    expect(page).toMatch(/csg_detector_seconds_total\{detector="literal-email_address"\} \d/);
    expect(page).toMatch(/csg_detectors_skipped_total\{detector="broken"\} 2/);
    expect(page).not.toContain(EMAIL);
  });
});
