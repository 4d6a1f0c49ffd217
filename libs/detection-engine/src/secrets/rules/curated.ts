import { hasValidGithubChecksum } from '../values/github-checksum.ts';
import { realPassword } from '../generic/passwords.ts';
import { hasCountingTail } from '../values/placeholders.ts';
import { assign, ctx, re, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';

const raw = String.raw;

const notHex = (value: string) => !/^[0-9a-f]+$/i.test(value);
// A JSON quote, possibly escaped once or twice (a docker config inside a JSON or TOML string).
const Q = raw`(?:\\{1,3})?"`;

/** A registry `auth` value is base64 of user:password; a placeholder password is no credential. */
function isRegistryAuth(value: string): boolean {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && realPassword(decoded.slice(colon + 1));
}

/** Hand-written rules: the gateway's own keys, checksummed tokens and credential pairs. */
export const curatedRules: readonly RuleSpec[] = [
  rule('GATEWAY_API_KEY', 'gw_key_', [re(raw`\b(gw_key_[0-9a-f]{64})\b`, 71)], { confidence: 0.99 }),
  rule('GITHUB_TOKEN', 'ghp_|gho_|ghu_|ghs_|ghr_', [re(raw`\b(gh[pousr]_[A-Za-z0-9]{36})\b`, 40)], {
    validate: hasValidGithubChecksum,
    confidence: 0.94,
  }),
  rule('GITHUB_TOKEN', 'ghp_|gho_|ghu_|ghs_|ghr_', [re(raw`\b(gh[pousr]_[A-Za-z0-9_]{36,255})\b`, 260)], {
    confidence: 0.85,
  }),
  rule('GITHUB_TOKEN', 'github_pat_', [re(raw`\b(github_pat_[A-Za-z0-9_]{82})\b`, 93)], {
    entropy: 3,
    confidence: 0.9,
  }),
  // An access key id with a 40-character base64 secret near it is an AWS credential pair.
  rule(
    'AWS_SECRET_KEY',
    'akia|asia|abia|acca',
    [
      ctx(re(raw`\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`, 20)),
      re(raw`(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])`, 40),
    ],
    { entropy: 3.5, validate: notHex },
  ),
  rule(
    'AWS_SECRET_KEY',
    '',
    [assign('aws_secret|secret_access_key|secretaccesskey|aws_secret_key', raw`[A-Za-z0-9/+]{40}`)],
    {
      entropy: 3.5,
    },
  ),
  rule('AZURE_STORAGE_KEY', 'accountkey', [re(raw`AccountKey\s{0,3}=\s{0,3}([A-Za-z0-9+/]{86}==)`, 110)], {
    confidence: 0.95,
  }),
  rule('AZURE_SAS_TOKEN', 'sig=', [
    ctx(re(raw`\b(?:sv|se|sp|st|sr)=[\w%:.-]{1,40}`, 44)),
    re(raw`(?<![\w-])sig=([A-Za-z0-9%+/=-]{20,120})`, 130),
  ]),
  rule('SLACK_TOKEN', 'xoxb-|xoxp-|xoxa-|xoxr-|xoxs-|xoxo-|xoxe-', [
    re(raw`\b(xox[abposre]-(?:\d{6,20}-){1,4}[A-Za-z0-9]{8,250})(?![A-Za-z0-9-])`, 300),
  ]),
  rule('SLACK_WEBHOOK', 'hooks.slack.com', [
    re(raw`(https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,120})`, 160),
  ]),
  rule(
    'STRIPE_KEY',
    'sk_live_|rk_live_|sk_test_|rk_test_',
    [re(raw`\b([sr]k_(?:live|test)_[0-9A-Za-z]{20,247})(?![\w-])`, 260)],
    { validate: (value) => !hasCountingTail(value) },
  ),
  rule('GOOGLE_OAUTH_TOKEN', 'gocspx-', [re(raw`\b(GOCSPX-[A-Za-z0-9_-]{28})\b`, 35)]),
  rule('GOOGLE_OAUTH_TOKEN', 'ya29.', [re(raw`\b(ya29\.[0-9A-Za-z_-]{20,2000})`, 2010)], { entropy: 3.5 }),
  rule('NPM_TOKEN', 'npm_', [re(raw`\b(npm_[A-Za-z0-9]{36})\b`, 40)], { entropy: 3 }),
  rule('DOCKER_CREDENTIAL', 'dckr_pat_', [re(raw`\b(dckr_pat_[A-Za-z0-9_-]{27})\b`, 36)]),
  rule(
    'DOCKER_CREDENTIAL',
    'auths',
    [
      ctx(re(raw`${Q}auths${Q}\s{0,3}:`, 20)),
      re(raw`${Q}auth${Q}\s{0,3}:\s{0,3}${Q}([A-Za-z0-9+/]{8,8000}={0,2})${Q}`, 8040),
    ],
    { validate: isRegistryAuth },
  ),
  rule('HEROKU_API_KEY', 'hrku-', [re(raw`\b(HRKU-[A-Za-z0-9_-]{60})\b`, 65)]),
  rule('SHOPIFY_TOKEN', 'shpat_|shpca_|shppa_|shpss_', [re(raw`\b(shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})\b`, 38)]),
  // Bot tokens: base64 of the bot's numeric id (M, N or O first for current ids), a six-character
  // timestamp and an HMAC. Distinctive enough to be searched everywhere, not only near "discord".
  rule('DISCORD_TOKEN', '', [
    re(raw`(?<![\w-])([MNO][A-Za-z\d_-]{23,25}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,38})(?![\w-])`, 72),
  ]),
  rule('DISCORD_WEBHOOK', 'discord', [
    re(raw`(https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{60,68})`, 140),
  ]),
  rule('TELEGRAM_BOT_TOKEN', ':aa', [re(raw`\b(\d{8,10}:AA[0-9A-Za-z_-]{33})(?![0-9A-Za-z_-])`, 46)]),
  rule('VAULT_TOKEN', 'hvs.|hvb.', [re(raw`\b(hv[sb]\.[A-Za-z0-9_-]{24,300})`, 310)], { entropy: 3.5 }),
  rule('VAULT_TOKEN', 'vault', [re(raw`\b(s\.[A-Za-z0-9]{24})\b`, 26)], { entropy: 3.5 }),
  rule('DIGITALOCEAN_TOKEN', 'dop_v1_|doo_v1_|dor_v1_', [re(raw`\b(do[opr]_v1_[a-f0-9]{64})\b`, 71)]),
  rule('TRELLO_API_KEY', '', [assign('trello', raw`[a-zA-Z-0-9]{32}`)]),
  rule('SQUARE_SECRET', 'sq0csp-', [re(raw`\b(sq0csp-[0-9A-Za-z\\_-]{43})`, 50)]),
  rule('GCP_SERVICE_ACCOUNT', 'service_account', [re(raw`"type"\s{0,3}:\s{0,3}"(service_account)"`, 40)], {
    confidence: 0.7,
  }),
  rule('ATLASSIAN_API_TOKEN', 'atatt3', [re(raw`\b(ATATT3[A-Za-z0-9_=-]{180,200})`, 210)]),
  rule('ATLASSIAN_API_TOKEN', 'bitbucket|confluence|jira', [re(raw`\b((?:BBDC|ATBB)-[A-Za-z0-9+/@_-]{30,60})`, 70)]),
];
