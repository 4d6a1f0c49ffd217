import { re, rei, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';
import { isTimeUuid, isTyped } from '../values/token-shape.ts';
import { token } from './prefixed-token.ts';

const raw = String.raw;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const notTyped = (value: string) => !isTyped(value);

// Keys that announce their issuer with a documented prefix: AI providers, cloud and developer
// platforms. Body lengths and alphabets are the ones the vendors document or print in their
// consoles; where a vendor varies the length the range is kept tight around it.

const AI: readonly RuleSpec[] = [
  // OpenAI keys carry "T3BlbkFJ" (base64 of "OpenAI") between two random halves.
  // Project, service-account and admin keys announce their kind after "sk-".
  token(
    'OPENAI_API_KEY',
    'sk-proj-|sk-svcacct-|sk-admin-|sk-None-|sk-',
    raw`[A-Za-z0-9_-]{16,250}T3BlbkFJ[A-Za-z0-9_-]{16,250}`,
  ),
  token('ANTHROPIC_API_KEY', 'sk-ant-', raw`(?:api|admin)\d{2}-[A-Za-z0-9_-]{93}AA`),
  token('GROQ_API_KEY', 'gsk_', '[A-Za-z0-9]{52}', { entropy: 3.5 }),
  token('PERPLEXITY_API_KEY', 'pplx-', '[A-Za-z0-9]{48}', { entropy: 3.5 }),
  token('REPLICATE_API_TOKEN', 'r8_', '[A-Za-z0-9]{37}', { entropy: 3.5 }),
  token('HUGGINGFACE_TOKEN', 'hf_|api_org_', '[A-Za-z]{34}', { entropy: 3.5 }),
  token('XAI_API_KEY', 'xai-', '[A-Za-z0-9]{80}', { entropy: 3.5 }),
  token('OPENROUTER_API_KEY', 'sk-or-v1-', '[0-9a-f]{64}'),
  token('LANGSMITH_API_KEY', 'lsv2_', '(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10}'),
  token('LANGFUSE_SECRET_KEY', 'sk-lf-', UUID),
  token('PINECONE_API_KEY', 'pcsk_', '[A-Za-z0-9]{5,6}_[A-Za-z0-9]{55,70}', { entropy: 3.5 }),
  token('FIREWORKS_API_KEY', 'fw_', '[A-Za-z0-9]{24}', { entropy: 3.5 }),
  token('TOGETHER_API_KEY', 'tgp_v1_', '[A-Za-z0-9_-]{43}', { entropy: 3.5 }),
  token('NVIDIA_API_KEY', 'nvapi-', '[A-Za-z0-9_-]{64}', { entropy: 3.5 }),
  token('ELEVENLABS_API_KEY', 'sk_', '[0-9a-f]{48}'),
];

const CLOUD: readonly RuleSpec[] = [
  // AWS access key ids: AKIA for long-term keys, ASIA for temporary ones, ABIA and ACCA for
  // service and account credentials.
  token('AWS_ACCESS_KEY', 'AKIA|ASIA|ABIA|ACCA', '[A-Z0-9]{16}'),
  rule('SOFTLAYER_API_KEY', 'api.softlayer.com', [
    rei(raw`api\.softlayer\.com/(?:soap|rest)/v3(?:\.1)?/([a-z0-9]{64})(?![a-z0-9])`, 110),
  ]),
  token('GCP_API_KEY', 'AIza', '[0-9A-Za-z_-]{35}', { entropy: 3 }),
  token('GOOGLE_OAUTH_TOKEN', '1//0', '[0-9A-Za-z_-]{40,300}', { entropy: 3.5 }),
  // FCM server keys: an 11-character key id, a colon, "APA91b" and the key.
  rule('FIREBASE_SERVER_KEY', ':apa91b', [
    { pattern: raw`(?<![\w-])(AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,140})(?![\w-])`, span: 160 },
  ]),
  token('AWS_BEDROCK_API_KEY', 'ABSK', '[A-Za-z0-9+/]{100,300}={0,2}'),
  // Short-term Bedrock keys are base64 of a presigned request to bedrock.amazonaws.com.
  token('AWS_BEDROCK_API_KEY', 'bedrock-api-key-', '[A-Za-z0-9+/=]{28,2000}', {
    validate: (value) => Buffer.from(value.slice(16), 'base64').toString('latin1').startsWith('bedrock.amazonaws.com'),
  }),
  // Entra ID client secrets: three characters, a digit, "Q~" and 31 to 34 more.
  rule(
    'AZURE_CLIENT_SECRET',
    'q~',
    [
      {
        pattern: raw`(?<![A-Za-z0-9_~.-])([A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])`,
        span: 40,
      },
    ],
    { validate: notTyped },
  ),
  token('ALIBABA_ACCESS_KEY', 'LTAI', '[A-Za-z0-9]{12,20}', { entropy: 3 }),
  token('TENCENT_SECRET_ID', 'AKID', '[A-Za-z0-9]{32}', { entropy: 3.5 }),
  token('YANDEX_API_KEY', 'AQVN', '[A-Za-z0-9_-]{35,38}', { entropy: 3.5 }),
  token('CLOUDFLARE_API_KEY', 'v1.0-', '[0-9a-f]{24}-[0-9a-f]{146}'),
  // Cloudflare's self-identifying keys: global keys, user and account API tokens.
  token('CLOUDFLARE_API_KEY', 'cfk_|cfut_|cfat_', '[A-Za-z0-9]{40,50}', { entropy: 3.5 }),
  token('DATABRICKS_TOKEN', 'dapi', raw`[0-9a-f]{32}(?:-\d)?`),
  token('SUPABASE_TOKEN', 'sbp_', '[0-9a-z]{40}'),
  token('SUPABASE_TOKEN', 'sb_secret_', '[A-Za-z0-9_-]{30,80}', { entropy: 3.5 }),
  token('PLANETSCALE_TOKEN', 'pscale_tkn_|pscale_pw_|pscale_oauth_', '[A-Za-z0-9_=.-]{32,64}', { entropy: 3 }),
  token('FLY_TOKEN', 'fo1_', '[A-Za-z0-9_-]{43}', { entropy: 3.5 }),
  // Fly.io macaroons: fm1 (with a kind letter) and fm2, alone or after the FlyV1 scheme.
  token('FLY_TOKEN', 'FlyV1 fm|fm1|fm2', '[a-z]?_[A-Za-z0-9+/=_,-]{60,4000}', { entropy: 3.5 }),
  token('RENDER_API_KEY', 'rnd_', '[A-Za-z0-9]{32}', { entropy: 3.5 }),
  token('NETLIFY_TOKEN', 'nfp_', '[A-Za-z0-9]{36,50}', { entropy: 3.5 }),
  rule('TERRAFORM_TOKEN', 'atlasv1', [
    { pattern: raw`(?<![\w.])([A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70})(?![\w=-])`, span: 100 },
  ]),
  token('PULUMI_TOKEN', 'pul-', '[0-9a-f]{40}'),
  token('DOPPLER_TOKEN', 'dp.pt.|dp.st.|dp.ct.|dp.sa.|dp.scim.|dp.audit.', '[A-Za-z0-9]{40,44}'),
  token('VAULT_TOKEN', 'hvr.', '[A-Za-z0-9_-]{24,300}', { entropy: 3.5 }),
  token('TAILSCALE_KEY', 'tskey-', '(?:[a-z]{2,8}-)?[A-Za-z0-9]{6,20}-[A-Za-z0-9_]{20,80}'),
  token('OPENSHIFT_TOKEN', 'sha256~', '[A-Za-z0-9_-]{43}', { entropy: 3.5 }),
  token('AGE_SECRET_KEY', 'AGE-SECRET-KEY-1', '[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}', { entropy: 3 }),
];

// GitLab documents one prefix per token kind, most with a 20-character body; routable tokens
// are longer and carry dots.
const GITLAB: readonly RuleSpec[] = [
  token('GITLAB_TOKEN', 'glpat-|gldt-|glrt-|glft-|glsoat-|glffct-|glwt-', '[A-Za-z0-9_.-]{20,300}'),
  token('GITLAB_TOKEN', 'glcbt-', '(?:[0-9a-z]{1,5}_)?[A-Za-z0-9_-]{20}'),
  token('GITLAB_TOKEN', 'glptt-', '[0-9a-f]{40}'),
  token('GITLAB_TOKEN', 'glimt-', '[A-Za-z0-9_-]{25}'),
  token('GITLAB_TOKEN', 'glagent-', '[A-Za-z0-9_-]{50,100}'),
  token('GITLAB_TOKEN', 'gloas-', '[A-Za-z0-9_-]{64}'),
  token('GITLAB_TOKEN', 'GR1348941', '[A-Za-z0-9_-]{20,60}'),
  rule('GITLAB_TOKEN', '_gitlab_session=', [{ pattern: raw`_gitlab_session=([0-9a-z]{32})(?![0-9a-z])`, span: 50 }]),
];

const DEVTOOLS: readonly RuleSpec[] = [
  token('SOURCEGRAPH_TOKEN', 'sgp_', '(?:(?:local|[0-9a-fA-F]{16})_)?[0-9a-fA-F]{40}'),
  token('CIRCLECI_TOKEN', 'CCIPAT_', '[A-Za-z0-9]{22}_[0-9a-f]{40}'),
  token('BUILDKITE_TOKEN', 'bkua_', '[a-z0-9]{40}'),
  token('POSTMAN_API_KEY', 'PMAK-', '[0-9a-f]{24}-[0-9a-f]{34}'),
  token('RUBYGEMS_API_KEY', 'rubygems_', '[0-9a-f]{48}'),
  // PyPI tokens are macaroons whose first caveat names the index: pypi.org or test.pypi.org.
  token('PYPI_TOKEN', 'pypi-AgE', '(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,1000}'),
  // An .npmrc line scopes its token to a registry: //host/path/:_authToken=… A token there is
  // an npm token (legacy tokens are UUIDs) whatever UUID version it looks like.
  rule('NPM_TOKEN', ':_authtoken=', [
    re(
      raw`(?<![^\s'"=])//[\w.-]{1,100}(?::\d{1,5})?(?:/[\w.~-]{0,100}){0,8}/:_authToken=\s{0,3}(npm_[A-Za-z0-9]{36}|${UUID})(?![\w-])`,
      400,
    ),
  ]),
  rule('NPM_TOKEN', ':_authtoken=', [re(raw`:_authToken=\s{0,3}(npm_[A-Za-z0-9]{36}|${UUID})(?![\w-])`, 100)], {
    validate: (value) => !isTimeUuid(value),
  }),
  token('NUGET_API_KEY', 'oy2', '[a-z0-9]{43}', { entropy: 3.5 }),
  token('CLOJARS_TOKEN', 'CLOJARS_', '[a-z0-9]{60}'),
  // JFrog reference tokens are base64 of "reftkn:01:…"; API keys open with AKCp.
  token('JFROG_TOKEN', 'cmVmdGtuOj', '[A-Za-z0-9]{54}'),
  token('JFROG_TOKEN', 'AKCp', '[A-Za-z0-9]{69}'),
  token('README_API_KEY', 'rdme_', '[a-z0-9]{70}'),
  token('SCALINGO_TOKEN', 'tk-us-', '[A-Za-z0-9_-]{48}'),
  // 42 school intranet application secrets.
  token('INTRA42_SECRET', 's-s4t2ud-|s-s4t2af-', '[0-9a-f]{64}'),
  token('PREFECT_API_KEY', 'pnu_', '[A-Za-z0-9]{36}', { entropy: 3.5 }),
  token('HARNESS_TOKEN', 'pat.|sat.', raw`[A-Za-z0-9_-]{22}\.[0-9a-f]{24}\.[A-Za-z0-9]{20}`),
  token('OCTOPUS_API_KEY', 'API-', '[A-Z0-9]{26,32}', { entropy: 3 }),
  // LaunchDarkly shows its keys as the kind and a UUID in 8-4-4-4-12 groups; the groups, not the
  // hex alphabet, make the shape (a key typed over in documentation keeps them).
  token('LAUNCHDARKLY_KEY', 'api-|sdk-|mob-', '[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}', {
    entropy: 3,
  }),
  token('GRAFANA_TOKEN', 'glc_', '[A-Za-z0-9+/]{32,400}={0,2}', { entropy: 3.5 }),
  token('GRAFANA_TOKEN', 'glsa_', '[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}'),
  // Legacy Grafana API keys are base64 of {"k":…,"n":…,"id":…}.
  token('GRAFANA_TOKEN', 'eyJrIjoi', '[A-Za-z0-9+/]{50,120}={0,2}'),
  // Organization tokens embed base64 JSON (the org and its URLs) before the secret.
  token('SENTRY_TOKEN', 'sntrys_', 'eyJ[A-Za-z0-9+/=]{47,600}_[A-Za-z0-9+/]{43}'),
  token('SENTRY_TOKEN', 'sntryu_', '[0-9a-f]{64}'),
  token('DYNATRACE_TOKEN', 'dt0c01.', raw`[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`),
  token('NEW_RELIC_KEY', 'NRAK-', '[A-Za-z0-9]{27}'),
  token('NEW_RELIC_KEY', 'NRII-|NRIQ-', '[A-Za-z0-9_-]{32}'),
  token('NEW_RELIC_KEY', 'NRJS-', '[0-9a-f]{19}'),
  // License keys are 40 characters: 36 hex (EU accounts: "eu01xx" and 30 hex) and "NRAL".
  rule('NEW_RELIC_KEY', 'nral', [
    { pattern: raw`(?<![\w-])((?:eu01xx[0-9a-fA-F]{30}|[0-9a-fA-F]{36})NRAL)(?![\w-])`, span: 44 },
  ]),
  token('ONEPASSWORD_TOKEN', 'ops_eyJ', '[A-Za-z0-9+/=_-]{100,4000}'),
  token(
    'ONEPASSWORD_SECRET_KEY',
    'A3-',
    '[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}',
  ),
  // Sidekiq Enterprise and Pro credentials live in Bundler's per-host setting.
  rule('SIDEKIQ_CREDENTIAL', '__contribsys__com', [
    {
      pattern: raw`BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM(?:_TOKEN)?["']?\s{0,3}(?::{0,3}=|\?=|:)\s{0,3}["']?([0-9a-f]{8}:[0-9a-f]{8})(?![0-9a-f])`,
      span: 80,
      caseInsensitive: true,
    },
  ]),
];

export const devRules: readonly RuleSpec[] = [...AI, ...CLOUD, ...GITLAB, ...DEVTOOLS];
