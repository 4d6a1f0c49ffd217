import type { RuleSpec } from '../rule-engine/rule-spec.ts';
import { curatedRules } from './curated.ts';
import { azureRules } from './azure.ts';
import { ibmCloudRules } from './ibm-cloud.ts';
import { passwordHashRules } from './password-hashes.ts';
import { platformRules } from './platform-tokens.ts';
import { devRules } from './prefixed-dev.ts';
import { saasRules } from './prefixed-saas.ts';
import { structuredRules } from './structured.ts';

/** Every rule; on equal confidence the first reported type wins. */
export const secretRules: readonly RuleSpec[] = [
  ...curatedRules,
  ...structuredRules,
  ...devRules,
  ...saasRules,
  ...platformRules,
  ...azureRules,
  ...ibmCloudRules,
  ...passwordHashRules,
];
