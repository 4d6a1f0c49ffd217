import type { Detector } from '../types.ts';
import { encodedPayloadDetector } from './payloads/encoded-payload.ts';
import { promptAttackDetector } from './prompt/prompt-attacks.ts';
import { scriptInjectionDetector } from './payloads/script-injection.ts';
import { sqlInjectionDetector } from './payloads/sql-injection.ts';

/** Jailbreak, prompt injection, prompt extraction, encoded payloads, SQL and script injection. */
export const attackDetectors: Detector[] = [
  promptAttackDetector,
  encodedPayloadDetector,
  sqlInjectionDetector,
  scriptInjectionDetector,
];
