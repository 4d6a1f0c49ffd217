import type { Detector } from '../types.ts';
import { secretRules } from './rules/index.ts';
import { createSecretDetector } from './secret-detector.ts';

export const secretDetectors: Detector[] = [createSecretDetector('secrets', secretRules)];
