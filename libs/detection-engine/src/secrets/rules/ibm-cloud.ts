import { assign, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';

const raw = String.raw;

// IBM Cloud credentials have fixed formats but no prefix, so they are recognised by the format
// together with the configuration names IBM's tools and SDKs read them from. The format is
// exact, so no randomness test applies: a value of the right length and alphabet in such a
// setting is the credential, however it was made up.

/** SoftLayer (IBM Classic Infrastructure) API keys: 64 hexadecimal characters. */
const SOFTLAYER_NAMES = 'softlayer|sl_api|sl-api|slapi|sl_pass|sl-pass';

/** Cloud Object Storage HMAC credentials: a 32-hex access key id and a 48-hex secret. */
const HMAC_SECRET_NAMES = 'secret_access_key|secret-access-key|secretaccesskey|secret_key|secret-key';
const HMAC_ID_NAMES = 'access_key_id|access-key-id|accesskeyid|access_id|access-id|access_key|access-key';

/** IBM Cloud IAM API keys: 44 URL-safe base64 characters. */
const IAM_NAMES = 'iam_api|iam-api|iamapi|iam_key|iam-key|iam_pass|iam-pass|cloud_api|cloud-api|cloudapi';

/** Cloudant legacy API keys are 24 lower-case letters; their passwords 64 hexadecimal characters. */
const CLOUDANT_NAMES = 'cloudant|clou_';

// An exact format in a setting named for it: surer than the generic assignment check.
const EXACT = { confidence: 0.9 };

export const ibmCloudRules: readonly RuleSpec[] = [
  rule('SOFTLAYER_API_KEY', '', [assign(SOFTLAYER_NAMES, '[a-f0-9]{64}')], EXACT),
  rule('IBM_COS_HMAC_SECRET', '', [assign(HMAC_SECRET_NAMES, '[a-f0-9]{48}')], EXACT),
  rule('IBM_COS_HMAC_ACCESS_KEY_ID', '', [assign(HMAC_ID_NAMES, '[a-f0-9]{32}')], EXACT),
  rule('IBM_CLOUD_API_KEY', '', [assign(IAM_NAMES, raw`[A-Za-z0-9_-]{44}`)], EXACT),
  rule('CLOUDANT_API_KEY', '', [assign(CLOUDANT_NAMES, raw`[a-f0-9]{64}|[a-z]{24}`)], EXACT),
];
