import { isRepetitive } from '../values/placeholders.ts';
import { assign, at, ctx, re, rei, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';
import { isTyped } from '../values/token-shape.ts';
import { token } from './prefixed-token.ts';

const raw = String.raw;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

// Developer and operations platforms, by the prefix or URL their documentation gives for keys,
// or by the configuration setting that holds a key of a documented format.

const PREFIXED: readonly RuleSpec[] = [
  // SettleMint personal, application and service access tokens.
  token('SETTLEMINT_TOKEN', 'sm_pat_|sm_aat_|sm_sat_', '[a-z0-9]{16}'),
  token('SPECTRAL_TOKEN', 'spu-', '[0-9a-f]{32}'),
  token('ROOTLY_API_KEY', 'rootly_', '[0-9a-f]{64}'),
  token('ROBINHOOD_CRYPTO_KEY', 'rh-api-', UUID),
  // AWS AppSync API keys; a body typed along the keyboard or alphabet is a documentation stand-in.
  token('AWS_APPSYNC_KEY', 'da2-', '[a-z0-9]{26}', { validate: (value) => !isTyped(value.slice(4)) }),
  // pganalyze API keys announce themselves with pgar_ (read) or pgak_ and a random alphanumeric body.
  token('PGANALYZE_API_KEY', 'pgar_|pgak_', '[A-Za-z0-9]{24,40}', { entropy: 3 }),
  // BestTime private API keys: pri_ and 32 hex (the pub_ keys are public by design). Its API
  // takes the key as a path segment (/keys/pri_…), so unlike `token` a slash may precede it.
  rule('BESTTIME_API_KEY', '', [at('pri_', raw`(?<![A-Za-z0-9_-])pri_[0-9a-f]{32}(?![A-Za-z0-9_-])`, false)], {
    validate: (value) => !isRepetitive(value.slice(4)),
  }),
  // Checkout.com secret keys: sandbox keys and the older test keys hold a UUID.
  token('CHECKOUT_SECRET_KEY', 'sk_test_|sk_sbox_', UUID),
  // New Relic mobile application tokens: 42 characters (US "AA…", EU "eu01xx…") and "-NRMA".
  rule('NEW_RELIC_KEY', '-nrma', [re(raw`(?<![\w-])((?:AA[0-9a-f]{40}|eu01xx[0-9a-f]{36})-NRMA)(?![\w-])`, 47)]),
  rule('TINES_WEBHOOK', 'tines.com/webhook', [
    re(raw`(https://[A-Za-z0-9-]{1,60}\.tines\.com/webhook/[a-z0-9]{32}/[a-z0-9]{32})(?![A-Za-z0-9])`, 140),
  ]),
];

const SETTINGS: readonly RuleSpec[] = [
  // The SonarScanner reads its 40-character token (optionally squ_/sqp_/sqa_-prefixed) from
  // sonar.token, formerly sonar.login, or the SONAR_TOKEN environment variable.
  rule(
    'SONAR_TOKEN',
    '',
    [
      assign(
        'sonar.login|sonar_login|sonar-login|sonarlogin|sonar.token|sonar_token|sonar-token|sonartoken',
        '(?:sq[upa]_)?[A-Za-z0-9]{40}',
      ),
    ],
    { confidence: 0.9 },
  ),
  // Sumo Logic access ids ("su" and 12 alphanumerics) and access keys (64 alphanumerics).
  rule(
    'SUMOLOGIC_ACCESS_KEY',
    '',
    [assign('sumologic|sumo_|sumo-|sumo.|sumoid|sumokey', raw`su[A-Za-z0-9]{12}|[A-Za-z0-9]{64}`)],
    { confidence: 0.9 },
  ),
  // An HCP Vault AppRole login: a role_id and its secret_id (UUIDs) next to the cluster address.
  rule('VAULT_APPROLE_SECRET', 'secret_id', [
    ctx(rei(raw`\brole_id\d?["']?\s{0,3}[:=]\s{0,3}["']?${UUID}`, 60)),
    ctx(rei(raw`\.hashicorp\.cloud\b`, 20)),
    rei(raw`\bsecret_id\d?["']?\s{0,3}[:=]\s{0,3}["']?(${UUID})(?![\w-])`, 70),
  ]),
  // Tableau personal access token secrets: 16 random bytes in base64, a colon and 32
  // alphanumerics, next to a Tableau Cloud site address.
  rule('TABLEAU_TOKEN', 'online.tableau.com', [
    ctx(rei(raw`[\w-]{1,60}\.online\.tableau\.com`, 80)),
    re(raw`(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32})(?![A-Za-z0-9])`, 60),
  ]),
];

export const platformRules: readonly RuleSpec[] = [...PREFIXED, ...SETTINGS];
