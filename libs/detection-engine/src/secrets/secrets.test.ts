import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import type { Finding, NormalizedText } from '../types.ts';
import { secretDetectors } from './index.ts';
import {
  ALNUM,
  base64Url,
  BASE64,
  githubToken,
  HEX,
  LETTERS,
  randomToken,
  UPPER_ALNUM,
  URL_SAFE,
} from './test-tokens.ts';

function detect(input: string | NormalizedText): Finding[] {
  const text = typeof input === 'string' ? plainText(input) : input;
  return secretDetectors.flatMap((detector) => detector.detect(text, DEFAULT_CONTEXT));
}

function values(text: string): string[] {
  return detect(text).map((finding) => text.slice(finding.start, finding.end));
}

const rand = randomToken;
const jwtHeader = base64Url('{"alg":"HS256","typ":"JWT"}');
const jwtPayload = base64Url('{"sub":"4711","scope":"orders:read","iat":1700000000}');
const jwt = `${jwtHeader}.${jwtPayload}.${rand(URL_SAFE, 43, 7)}`;
const rsaBody = Array.from({ length: 6 }, (_, i) => rand(BASE64, 64, 40 + i)).join('\n');

const npmUuid = `${rand(HEX, 8, 85)}-${rand(HEX, 4, 86)}-11ec-${rand(HEX, 4, 87)}-${rand(HEX, 12, 88)}`;
const registryAuth = Buffer.from(`deploy:${rand(ALNUM, 18, 89)}`).toString('base64');
const bedrockBody = Buffer.from(
  `bedrock.amazonaws.com/?Action=CallWithBearerToken&X-Amz-Credential=${rand(ALNUM, 40, 92)}`,
).toString('base64');
const sentryOrg = `sntrys_${base64Url(JSON.stringify({ iat: 1700000000, url: 'https://sentry.io', org: 'acme' }))}_${rand(ALNUM, 43, 93)}`;
// The id after "tok:" is lower-case, so the token opens with dG9rOm.
const intercom = Buffer.from(`tok:${rand('abcdef0123456789_', 40, 94).replace(/^[^a-f]/, 'a')}`).toString('base64');
const teamsHook = `https://Acme42.webhook.office.com/webhookb2/${rand(HEX, 36, 95)}@${rand(HEX, 36, 96)}/IncomingWebhook/${rand(ALNUM, 32, 97)}/${rand(HEX, 36, 98)}`;

// [family, text, expected type, expected value]
const POSITIVES: [string, string, string, string][] = [
  [
    'gateway key',
    `Authorization: use gw_key_${rand(HEX, 64, 1)} here`,
    'GATEWAY_API_KEY',
    `gw_key_${rand(HEX, 64, 1)}`,
  ],
  [
    'aws access key',
    `aws_access_key_id = AKIA${rand('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 2)}`,
    'AWS_ACCESS_KEY',
    `AKIA${rand('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 2)}`,
  ],
  ['aws secret key', `aws_secret_access_key = "${rand(BASE64, 40, 3)}"`, 'AWS_SECRET_KEY', rand(BASE64, 40, 3)],
  ['gcp api key', `maps: AIza${rand(URL_SAFE, 35, 4)}`, 'GCP_API_KEY', `AIza${rand(URL_SAFE, 35, 4)}`],
  ['github classic', `token ${githubToken('ghp', 5)}`, 'GITHUB_TOKEN', githubToken('ghp', 5)],
  [
    'github fine-grained',
    `github_pat_${rand(`${ALNUM}_`, 82, 6)}`,
    'GITHUB_TOKEN',
    `github_pat_${rand(`${ALNUM}_`, 82, 6)}`,
  ],
  ['gitlab pat', `CI_TOKEN: glpat-${rand(URL_SAFE, 20, 8)}`, 'GITLAB_TOKEN', `glpat-${rand(URL_SAFE, 20, 8)}`],
  [
    'slack bot',
    `xoxb-${rand('0123456789', 12, 9)}-${rand('0123456789', 12, 10)}-${rand(ALNUM, 24, 11)}`,
    'SLACK_TOKEN',
    `xoxb-${rand('0123456789', 12, 9)}-${rand('0123456789', 12, 10)}-${rand(ALNUM, 24, 11)}`,
  ],
  [
    'slack webhook',
    `post to https://hooks.slack.com/services/T${rand(UPPER_ALNUM, 8, 12)}/B${rand(UPPER_ALNUM, 8, 13)}/${rand(ALNUM, 24, 14)}`,
    'SLACK_WEBHOOK',
    `https://hooks.slack.com/services/T${rand(UPPER_ALNUM, 8, 12)}/B${rand(UPPER_ALNUM, 8, 13)}/${rand(ALNUM, 24, 14)}`,
  ],
  ['stripe secret', `STRIPE_KEY=sk_live_${rand(ALNUM, 24, 15)}`, 'STRIPE_KEY', `sk_live_${rand(ALNUM, 24, 15)}`],
  ['twilio api key', `twilio sid SK${rand(HEX, 32, 16)}`, 'TWILIO_API_KEY', `SK${rand(HEX, 32, 16)}`],
  [
    'sendgrid',
    `SG.${rand(URL_SAFE, 22, 17)}.${rand(URL_SAFE, 43, 18)}`,
    'SENDGRID_API_KEY',
    `SG.${rand(URL_SAFE, 22, 17)}.${rand(URL_SAFE, 43, 18)}`,
  ],
  [
    'openai legacy',
    `OPENAI_API_KEY=sk-${rand(ALNUM, 20, 19)}T3BlbkFJ${rand(ALNUM, 20, 20)}`,
    'OPENAI_API_KEY',
    `sk-${rand(ALNUM, 20, 19)}T3BlbkFJ${rand(ALNUM, 20, 20)}`,
  ],
  [
    'openai project',
    `key: sk-proj-${rand(URL_SAFE, 74, 21)}T3BlbkFJ${rand(URL_SAFE, 74, 22)}`,
    'OPENAI_API_KEY',
    `sk-proj-${rand(URL_SAFE, 74, 21)}T3BlbkFJ${rand(URL_SAFE, 74, 22)}`,
  ],
  [
    'anthropic',
    `x-api-key: sk-ant-api03-${rand(URL_SAFE, 93, 23)}AA`,
    'ANTHROPIC_API_KEY',
    `sk-ant-api03-${rand(URL_SAFE, 93, 23)}AA`,
  ],
  [
    'google oauth secret',
    `client_secret GOCSPX-${rand(URL_SAFE, 28, 24)}`,
    'GOOGLE_OAUTH_TOKEN',
    `GOCSPX-${rand(URL_SAFE, 28, 24)}`,
  ],
  ['npm', `//registry.npmjs.org/:_authToken=npm_${rand(ALNUM, 36, 25)}`, 'NPM_TOKEN', `npm_${rand(ALNUM, 36, 25)}`],
  [
    'pypi',
    `password = pypi-AgEIcHlwaS5vcmc${rand(URL_SAFE, 80, 26)}`,
    'PYPI_TOKEN',
    `pypi-AgEIcHlwaS5vcmc${rand(URL_SAFE, 80, 26)}`,
  ],
  [
    'docker pat',
    `docker login -p dckr_pat_${rand(URL_SAFE, 27, 27)}`,
    'DOCKER_CREDENTIAL',
    `dckr_pat_${rand(URL_SAFE, 27, 27)}`,
  ],
  ['heroku', `HEROKU_API_KEY=HRKU-AA${rand(URL_SAFE, 58, 28)}`, 'HEROKU_API_KEY', `HRKU-AA${rand(URL_SAFE, 58, 28)}`],
  ['shopify', `shpat_${rand(HEX, 32, 29)}`, 'SHOPIFY_TOKEN', `shpat_${rand(HEX, 32, 29)}`],
  ['mailgun', `mailgun_api_key = "key-${rand(HEX, 32, 30)}"`, 'MAILGUN_API_KEY', `key-${rand(HEX, 32, 30)}`],
  ['mailchimp', `${rand(HEX, 32, 31)}-us12`, 'MAILCHIMP_API_KEY', `${rand(HEX, 32, 31)}-us12`],
  // Datadog application keys are 40 hex characters, API keys 32.
  ['datadog', `datadog app key: ${rand(HEX, 40, 32)}`, 'DATADOG_API_KEY', rand(HEX, 40, 32)],
  ['atlassian', `ATATT3${rand(URL_SAFE, 186, 33)}`, 'ATLASSIAN_API_TOKEN', `ATATT3${rand(URL_SAFE, 186, 33)}`],
  [
    'discord bot',
    `discord: MTk${rand(ALNUM, 21, 34)}.${rand(ALNUM, 6, 35)}.${rand(URL_SAFE, 27, 36)}`,
    'DISCORD_TOKEN',
    `MTk${rand(ALNUM, 21, 34)}.${rand(ALNUM, 6, 35)}.${rand(URL_SAFE, 27, 36)}`,
  ],
  [
    'telegram',
    `bot 123456789:AA${rand(URL_SAFE, 33, 37)}`,
    'TELEGRAM_BOT_TOKEN',
    `123456789:AA${rand(URL_SAFE, 33, 37)}`,
  ],
  ['vault', `VAULT_TOKEN=hvs.${rand(URL_SAFE, 95, 38)}`, 'VAULT_TOKEN', `hvs.${rand(URL_SAFE, 95, 38)}`],
  ['digitalocean', `dop_v1_${rand(HEX, 64, 39)}`, 'DIGITALOCEAN_TOKEN', `dop_v1_${rand(HEX, 64, 39)}`],
  ['okta', `okta_token = 00${rand(URL_SAFE, 40, 40)}`, 'OKTA_TOKEN', `00${rand(URL_SAFE, 40, 40)}`],
  [
    'azure storage',
    `DefaultEndpointsProtocol=https;AccountName=prod;AccountKey=${rand(BASE64, 86, 41)}==;`,
    'AZURE_STORAGE_KEY',
    `${rand(BASE64, 86, 41)}==`,
  ],
  [
    'azure client secret',
    `AZURE_CLIENT_SECRET=${rand(ALNUM, 3, 42)}8Q~${rand(URL_SAFE, 34, 43)}`,
    'AZURE_CLIENT_SECRET',
    `${rand(ALNUM, 3, 42)}8Q~${rand(URL_SAFE, 34, 43)}`,
  ],
  [
    'private key',
    `-----BEGIN RSA PRIVATE KEY-----\n${rsaBody}\n-----END RSA PRIVATE KEY-----`,
    'PRIVATE_KEY',
    `-----BEGIN RSA PRIVATE KEY-----\n${rsaBody}\n-----END RSA PRIVATE KEY-----`,
  ],
  [
    'openssh key',
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${rsaBody}\n-----END OPENSSH PRIVATE KEY-----`,
    'PRIVATE_KEY',
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${rsaBody}\n-----END OPENSSH PRIVATE KEY-----`,
  ],
  [
    'pgp key',
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${rsaBody}\n-----END PGP PRIVATE KEY BLOCK-----`,
    'PRIVATE_KEY',
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${rsaBody}\n-----END PGP PRIVATE KEY BLOCK-----`,
  ],
  ['jwt', `Authorization: Bearer ${jwt}`, 'JWT', jwt],
  [
    'postgres url',
    `DATABASE_URL=postgres://app:${rand(ALNUM, 16, 44)}@db.internal:5432/app`,
    'CONNECTION_STRING',
    rand(ALNUM, 16, 44),
  ],
  [
    'mongodb srv',
    `mongodb+srv://admin:${rand(ALNUM, 14, 45)}@cluster0.mongodb.net/test`,
    'CONNECTION_STRING',
    rand(ALNUM, 14, 45),
  ],
  ['redis no user', `redis://:${rand(ALNUM, 20, 46)}@cache:6379/0`, 'CONNECTION_STRING', rand(ALNUM, 20, 46)],
  [
    'jdbc params',
    `jdbc:mysql://db:3306/shop?user=shop&password=${rand(ALNUM, 14, 47)}`,
    'CONNECTION_STRING',
    rand(ALNUM, 14, 47),
  ],
  [
    'basic auth url',
    `curl https://deploy:${rand(ALNUM, 15, 48)}@ci.example.org/hook`,
    'URL_CREDENTIALS',
    rand(ALNUM, 15, 48),
  ],
  ['generic api key', `api_key = "${rand(ALNUM, 32, 49)}"`, 'GENERIC_SECRET', rand(ALNUM, 32, 49)],
  [
    'json password',
    `{"user": "ana", "password": "${rand(`${ALNUM}!#%`, 14, 50)}"}`,
    'PASSWORD',
    rand(`${ALNUM}!#%`, 14, 50),
  ],
  ['yaml secret', `client:\n  secret: ${rand(ALNUM, 28, 51)}\n`, 'GENERIC_SECRET', rand(ALNUM, 28, 51)],
  ['env token', `export SERVICE_TOKEN=${rand(HEX, 40, 52)}`, 'GENERIC_SECRET', rand(HEX, 40, 52)],
  ['groq', `GROQ_API_KEY=gsk_${rand(ALNUM, 52, 53)}`, 'GROQ_API_KEY', `gsk_${rand(ALNUM, 52, 53)}`],
  ['hugging face', `login --token hf_${rand(LETTERS, 34, 54)}`, 'HUGGINGFACE_TOKEN', `hf_${rand(LETTERS, 34, 54)}`],
  ['linear', `lin_api_${rand(ALNUM, 40, 55)}`, 'LINEAR_API_KEY', `lin_api_${rand(ALNUM, 40, 55)}`],
  ['doppler', `DOPPLER_TOKEN=dp.pt.${rand(ALNUM, 43, 56)}`, 'DOPPLER_TOKEN', `dp.pt.${rand(ALNUM, 43, 56)}`],
  [
    'postman',
    `PMAK-${rand(HEX, 24, 57)}-${rand(HEX, 34, 58)}`,
    'POSTMAN_API_KEY',
    `PMAK-${rand(HEX, 24, 57)}-${rand(HEX, 34, 58)}`,
  ],
  [
    'age',
    `AGE-SECRET-KEY-1${rand('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58, 59)}`,
    'AGE_SECRET_KEY',
    `AGE-SECRET-KEY-1${rand('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58, 59)}`,
  ],
  [
    'jenkins credential',
    `<secret>{AQAAABAAAAAQ${rand(BASE64, 44, 60)}=}</secret>`,
    'JENKINS_CREDENTIAL',
    `AQAAABAAAAAQ${rand(BASE64, 44, 60)}=`,
  ],
  [
    'cloudflare global key by vendor name',
    `cloudflare: "${rand(HEX, 37, 61)}"`,
    'CLOUDFLARE_API_KEY',
    rand(HEX, 37, 61),
  ],
  ['key next to a vendor name', `pinata secret ${rand(ALNUM, 40, 62)}`, 'VENDOR_API_KEY', rand(ALNUM, 40, 62)],
  ['named key', `chartmogul_key: "${rand(ALNUM, 32, 63)}"`, 'GENERIC_SECRET', rand(ALNUM, 32, 63)],
  ['short key after a vendor name and the word token', `mockaroo token = 'pqp7rtkp'`, 'VENDOR_API_KEY', 'pqp7rtkp'],
  [
    'letters-only short key after a vendor name and key',
    `parsehub key = 'kQzPwRbTnXeL'`,
    'VENDOR_API_KEY',
    'kQzPwRbTnXeL',
  ],
  [
    'key in a query parameter',
    `https://api.example.net/v2?tokenkey=${rand(ALNUM, 40, 121)}`,
    'GENERIC_SECRET',
    rand(ALNUM, 40, 121),
  ],
  ['setter call', `setProperty("BILLING_TOKEN", "${rand(ALNUM, 32, 64)}")`, 'GENERIC_SECRET', rand(ALNUM, 32, 64)],
  ['xml element', `<apiToken>\n  ${rand(ALNUM, 30, 65)}\n</apiToken>`, 'GENERIC_SECRET', rand(ALNUM, 30, 65)],
  ['npmrc line with any uuid', `//registry.npmjs.org/:_authToken=${npmUuid}`, 'NPM_TOKEN', npmUuid],
  [
    'docker auth inside a JSON string',
    `DOCKER_AUTH_CONFIG={\\"auths\\":{\\"r.example\\":{\\"auth\\":\\"${registryAuth}\\"}}}`,
    'DOCKER_CREDENTIAL',
    registryAuth,
  ],
  ['bedrock short-term key', `bedrock-api-key-${bedrockBody}`, 'AWS_BEDROCK_API_KEY', `bedrock-api-key-${bedrockBody}`],
  ['sentry org token', `SENTRY_AUTH_TOKEN=${sentryOrg}`, 'SENTRY_TOKEN', sentryOrg],
  ['intercom token', `intercom: ${intercom}`, 'INTERCOM_TOKEN', intercom],
  ['new relic license key', `license_key: ${rand(HEX, 36, 90)}NRAL`, 'NEW_RELIC_KEY', `${rand(HEX, 36, 90)}NRAL`],
  [
    'oldest slack workspace token',
    `"access_token": "xoxa-${rand(ALNUM, 14, 91)}"`,
    'SLACK_TOKEN',
    `xoxa-${rand(ALNUM, 14, 91)}`,
  ],
  ['teams webhook with a mixed-case host', teamsHook, 'TEAMS_WEBHOOK', teamsHook],
];

describe('secret detection: families', () => {
  it.each(POSITIVES)('finds %s', (_family, text, type, value) => {
    const findings = detect(text).filter((finding) => finding.type === type);
    expect(findings.map((finding) => text.slice(finding.start, finding.end))).toContain(value);
    expect(findings.every((finding) => finding.category === 'secrets' && finding.confidence > 0.5)).toBe(true);
  });
});

const NEGATIVES: [string, string][] = [
  ['gateway key one digit short', `gw_key_${rand(HEX, 63, 1)}`],
  ['gateway key not hex', `gw_key_${'g'.repeat(64)}`],
  ['aws id too short', `AKIA${rand(UPPER_ALNUM, 12, 2)}`],
  ['aws documentation key', `aws_secret_access_key = "${rand(BASE64, 30, 64)}EXAMPLEKEY"`],
  ['github placeholder', `ghp_${'x'.repeat(36)}`],
  ['stripe placeholder', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'],
  ['prefix without token', 'set GITHUB_TOKEN to a personal access token starting with ghp_'],
  ['private key placeholder', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----'],
  ['public key', `-----BEGIN PUBLIC KEY-----\n${rsaBody}\n-----END PUBLIC KEY-----`],
  ['jwt-like without json header', `${base64Url('not json at all')}.${jwtPayload}.${rand(URL_SAFE, 43, 7)}`],
  ['single base64 part', jwtHeader],
  ['url without password', 'https://github.com/org/repo and postgres://db.internal:5432/app'],
  ['url with port only', 'https://url:8000/path'],
  ['placeholder db password', 'postgres://user:password@localhost/db and mysql://root:${DB_PASSWORD}@db/app'],
  ['template password', 'password: ${DB_PASSWORD}'],
  ['code reference', 'api_key = process.env.API_KEY'],
  ['angle placeholder', 'api_key = "<your-api-key>"'],
  ['changeme', 'password = "changeme"'],
  ['xxxx filler', 'secret_key: "xxxxxxxxxxxxxxxxxxxx"'],
  ['boolean', 'use_token: true'],
  ['null', 'password: null'],
  ['repeated characters', 'api_token = "aaaaaaaaaaaaaaaaaaaaaaaa"'],
  ['sequential characters', 'secret = "abcdefghijklmnop123456"'],
  ['low entropy', 'api_key = "aabbaabbaabbaabbaabb"'],
  ['too short', 'password = "abc12"'],
  ['a word', 'password: "hunter"'],
  ['metadata field', 'token_type = "bearer_token_v2_abcdef"'],
  ['public key field', `public_key = "${rand(BASE64, 44, 3)}"`],
  ['prose', 'Please reset your password and keep the new token somewhere safe; the key is under the mat.'],
  ['uuid in prose', 'Order 123e4567-e89b-12d3-a456-426614174000 shipped.'],
  ['time-based uuid as token', 'session_token = "6f1c2e4a-9b7d-11ee-8c90-5e2d7c9a1b3f"'],
  ['edited hex key', `api_key = "${rand(HEX, 14, 70)}q${rand(HEX, 17, 71)}"`],
  ['vendor key of the wrong length', `cloudflare global key ${rand(HEX, 36, 76)}`],
  [
    'vendor key far from the name',
    `cloudflare is our CDN and it serves every page, static or not.\n${rand(ALNUM, 40, 77)}`,
  ],
  ['vendor name inside a word', `ReactNativeCameraKit ${rand(HEX, 40, 78)}`],
  ['content digest', `image: mirror/cloudflare-tools@sha256:${rand(HEX, 64, 79)}`],
  ['stripe client secret', `client_secret = "pi_${rand(ALNUM, 24, 80)}_secret_${rand(ALNUM, 25, 81)}"`],
  ['keyboard filler', 'bot_token = "qwer9876asdf5432zxcv1098uiop"'],
  ['word after a vendor name and the word token', `parsehub token = 'Configuration'`],
  ['short word after a vendor name and the word token', `mockaroo token = 'letmein'`],
  ['a call under a secret name', 'password = hash(pw + salt)'],
  ['a call cut at its quoted argument', 'token = tokenizer.encode("hello world")'],
  ['an index under a secret name', "password = request.form['password']"],
  ['a format string under a key name', 'session_key = f"session:{user_id}"'],
  ['an Ansible vault tag', 'password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256'],
  ['a shell pipe after a password variable', 'echo $PASSWORD | sha256sum'],
  [
    'bedrock key that decodes to another host',
    `bedrock-api-key-${Buffer.from('bedrock.amazonaws.cox').toString('base64')}`,
  ],
  ['sentry org token without its JSON', `sntrys_${rand(ALNUM, 80, 99)}_${rand(ALNUM, 43, 100)}`],
  ['intercom look-alike that decodes to noise', `dG9rOm${rand(ALNUM, 50, 101)}`],
  ['new relic license key of 38 characters', `license: ${rand(HEX, 34, 102)}NRAL`],
  [
    'docker auth with placeholder credentials',
    `DOCKER_AUTH_CONFIG={\\"auths\\":{\\"r\\":{\\"auth\\":\\"${Buffer.from('my_username:my_password').toString('base64')}\\"}}}`,
  ],
  ['malformed prefixed token next to its vendor', `alchemy key alcht_${rand(ALNUM, 22, 103)}`],
  ['salesforce consumer key', `salesforce_key = "3MVG9${rand(ALNUM, 60, 105)}"`],
  [
    'storage emulator key',
    `AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==`,
  ],
];

describe('secret detection: look-alikes', () => {
  it.each(NEGATIVES)('ignores %s', (_name, text) => {
    expect(values(text)).toEqual([]);
  });
});

// Values a vendor's rule refuses (edited by hand, malformed, glued to punctuation) that are still
// assigned to a name saying key or token: the generic check masks them under its own type.
const NAMED_LOOK_ALIKES: [string, string][] = [
  [
    'key with a stray upper-case letter',
    `token = "${rand('abcdefghijklmnopqrstuvwxyz0123456789', 20, 72)}Q${rand(HEX, 11, 73)}"`,
  ],
  ['key glued to other punctuation', `cloudflare key=${rand(ALNUM, 18, 74)}%${rand(ALNUM, 18, 75)}`],
  ['OpenAI admin key without the signature', `BAD_KEY=sk-admin-${rand(URL_SAFE, 60, 104)}`],
  ['stripe key with an edited, counting tail', `stripe_key = 'sk_live_${rand(ALNUM, 90, 106)}abc123456'`],
];

describe('secret detection: look-alikes under a secret name', () => {
  it.each(NAMED_LOOK_ALIKES)('masks %s as a generic secret, never as the vendor key', (_name, text) => {
    expect(detect(text).map((finding) => finding.type)).toEqual(['GENERIC_SECRET']);
  });
});

describe('secret detection: a PEM block in a string', () => {
  it('is the private key, not a generic secret, when a secret-named variable holds it escaped', () => {
    const escaped = `-----BEGIN PRIVATE KEY-----\\n${rsaBody.replaceAll('\n', '\\n')}\\n-----END PRIVATE KEY-----\\n`;
    expect(detect(`GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY="${escaped}"`).map((finding) => finding.type)).toEqual([
      'PRIVATE_KEY',
    ]);
  });
});

describe('secret detection: findings', () => {
  it('covers the value, not the key name, so masking keeps the name visible', () => {
    const secret = rand(ALNUM, 30, 60);
    const text = `const apiKey = "${secret}";`;
    const [finding] = detect(text);
    expect(finding).toBeDefined();
    expect(text.slice(finding?.start, finding?.end)).toBe(secret);
  });

  it('marks checksum-confirmed tokens as validator findings', () => {
    const valid = detect(githubToken('gho', 61));
    const mistyped = detect(`gho_${rand(ALNUM, 36, 62)}`);
    expect(valid[0]?.source).toBe('validator');
    expect(mistyped[0]?.source).toBe('regex');
    expect(valid[0]?.confidence ?? 0).toBeGreaterThan(mistyped[0]?.confidence ?? 1);
  });

  it('reports every secret of a long text', () => {
    const keys = Array.from({ length: 150 }, (_, i) => `AKIA${rand('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 100 + i)}`);
    expect(values(keys.join('\n'))).toEqual(keys);
  });

  it('maps offsets back to the original text', () => {
    const secret = `gw_key_${rand(HEX, 64, 63)}`;
    const original = `\u200bkey: ${secret}`;
    const input: NormalizedText = {
      original,
      text: original.slice(1),
      relaxed: original.slice(1),
      toOriginal: (_view, start, end) => [start + 1, end + 1],
    };
    const [finding] = detect(input);
    expect(original.slice(finding?.start, finding?.end)).toBe(secret);
  });
});
