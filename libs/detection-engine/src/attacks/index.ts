import type { Detector } from '../types.ts';
import { encodedPayloadDetector } from './encoded-payload.ts';
import { promptAttackDetector } from './prompt-attacks.ts';
import { scriptInjectionDetector } from './script-injection.ts';
import { sqlInjectionDetector } from './sql-injection.ts';

/** Jailbreak, prompt injection, prompt extraction, encoded payloads, SQL and script injection. */
export const attackDetectors: Detector[] = [
  promptAttackDetector,
  encodedPayloadDetector,
  sqlInjectionDetector,
  scriptInjectionDetector,
];
