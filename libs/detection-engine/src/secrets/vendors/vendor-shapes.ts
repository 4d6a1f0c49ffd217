// The shapes vendors document for their keys, by vendor name. A value near a vendor name that
// does not have one of its vendor's shapes is not that vendor's key: documentation and tests
// put truncated or edited keys next to the name. Vendors not listed here get the generic
// length and randomness check only.

const raw = String.raw;
const UUID = raw`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`;
const HEX32 = '[0-9a-f]{32}';
const ATLASSIAN = raw`[A-Za-z0-9]{24}|[MNO][A-Za-z0-9+/]{43}|ATATT3[A-Za-z0-9_=-]{180,200}`;

const SHAPES: Record<string, string> = {
  // Global API key: 37 hex; API tokens: 40 URL-safe characters; Origin CA keys: v1.0-…
  cloudflare: raw`[0-9a-f]{37}|[A-Za-z0-9_-]{40}|v1\.0-[0-9a-f]{24}-[0-9a-f]{146}`,
  // API keys are 32 hex, application keys 40 hex.
  datadog: raw`[0-9a-f]{32}|[0-9a-f]{40}`,
  mailgun: raw`key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}|pubkey-[0-9a-f]{32}`,
  algolia: HEX32,
  twilio: raw`(?:AC|SK)?[0-9a-f]{32}`,
  sentry: raw`[0-9a-f]{64}|sntryu_[0-9a-f]{64}|sntrys_[A-Za-z0-9+/=]{50,600}_[A-Za-z0-9+/]{43}`,
  stripe: raw`[sr]k_(?:live|test)_[A-Za-z0-9]{20,247}|whsec_[A-Za-z0-9]{32,64}`,
  heroku: raw`${UUID}|HRKU-[A-Za-z0-9_-]{60}`,
  snyk: UUID,
  codecov: UUID,
  postmark: UUID,
  saucelabs: UUID,
  opsgenie: UUID,
  okta: raw`00[A-Za-z0-9_-]{40}`,
  pagerduty: raw`[A-Za-z0-9_+-]{20}`,
  zendesk: '[A-Za-z0-9]{40}',
  trello: raw`[0-9a-f]{32}|[0-9a-f]{64}|ATTA[0-9a-fA-F]{64,72}`,
  digitalocean: raw`(?:do[opr]_v1_)?[0-9a-f]{64}`,
  linode: '[0-9a-f]{64}',
  vultr: '[A-Z0-9]{36}',
  hetzner: '[A-Za-z0-9]{64}',
  mailchimp: raw`[0-9a-f]{32}-us\d{1,2}`,
  mailjet: HEX32,
  sparkpost: '[0-9a-f]{40}',
  sonarqube: raw`(?:sq[upa]_)?[0-9a-f]{40}`,
  sonarcloud: raw`(?:sq[upa]_)?[0-9a-f]{40}`,
  circleci: raw`[0-9a-f]{40}|CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}`,
  pulumi: 'pul-[0-9a-f]{40}',
  databricks: raw`dapi[0-9a-f]{32}(?:-\d)?`,
  twitch: '[a-z0-9]{30}',
  twitter: raw`[A-Za-z0-9]{25}|[A-Za-z0-9]{50}|A{21}[A-Za-z0-9%]{30,150}|\d{6,20}-[A-Za-z0-9]{20,50}`,
  facebook: raw`[0-9a-f]{32}|EAA[A-Za-z0-9]{20,300}`,
  // Cloud API tokens (legacy 24 characters, current ATATT3…) and Data Center personal tokens:
  // base64 of a numeric token id, a colon and random bytes, so they open with M, N or O.
  jira: ATLASSIAN,
  confluence: ATLASSIAN,
  atlassian: ATLASSIAN,
  airtable: raw`key[A-Za-z0-9]{14}|pat[A-Za-z0-9]{14}\.[0-9a-f]{64}`,
  notion: raw`secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{46}`,
  hubspot: raw`${UUID}|pat-(?:na|eu)\d-${UUID}`,
  launchdarkly: raw`(?:api|sdk|mob)-${UUID}`,
  mixpanel: HEX32,
  amplitude: HEX32,
  bugsnag: HEX32,
  rollbar: HEX32,
  plaid: raw`[0-9a-f]{24}|[0-9a-f]{30}|access-(?:sandbox|development|production)-${UUID}`,
  paystack: raw`[sp]k_(?:live|test)_[0-9a-f]{40}`,
  shippo: raw`shippo_(?:live|test)_[0-9a-f]{40}`,
  easypost: raw`EZ[AT]K[A-Za-z0-9]{54}`,
  contentful: raw`[A-Za-z0-9_-]{43}|CFPAT-[A-Za-z0-9_-]{43}`,
  jumpcloud: '[A-Za-z0-9]{40}',
  fastly: '[A-Za-z0-9_-]{32}',
  browserstack: '[A-Za-z0-9]{20}',
  openai: raw`sk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{16,250}T3BlbkFJ[A-Za-z0-9_-]{16,250}`,
  anthropic: raw`sk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{80,120}`,
  groq: 'gsk_[A-Za-z0-9]{52}',
  huggingface: raw`(?:hf_|api_org_)[A-Za-z]{34}`,
  replicate: 'r8_[A-Za-z0-9]{37}',
  perplexity: 'pplx-[A-Za-z0-9]{48}',
  linear: 'lin_(?:api|oauth)_[A-Za-z0-9]{40}',
  doppler: raw`dp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{40,44}`,
  npmjs: 'npm_[A-Za-z0-9]{36}',
  pypi: raw`pypi-AgE[A-Za-z0-9_-]{50,1000}`,
  rubygems: 'rubygems_[0-9a-f]{48}',
  // Tokens by prefix; OAuth apps have a 20-character client id and a 40-hex client secret.
  github: raw`gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_\w{82}|[0-9a-f]{40}`,
  gitlab: raw`gl[a-z]{1,6}-[A-Za-z0-9_.-]{20,80}|GR1348941[A-Za-z0-9_-]{20,40}`,
  shopify: raw`shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`,
  // IBM Cloud API keys are 44 characters; Cloud Object Storage HMAC secrets 48 hex.
  ibm: raw`[A-Za-z0-9_-]{44}|[0-9a-f]{48}`,
  softlayer: '[a-z0-9]{64}',
  // Cloudant legacy API keys are 24 lower-case letters, their passwords 64 hex.
  cloudant: raw`[0-9a-f]{64}|[a-z]{24}`,
  telegram: raw`\d{5,16}:A[A-Za-z0-9_-]{34}`,
  zoho: raw`1000\.[0-9a-f]{32}\.[0-9a-f]{32}`,
  ipinfo: '[0-9a-f]{14}',
  // Access keys are 25 alphanumerics; OAuth client ids are UUIDs.
  messagebird: raw`[A-Za-z0-9]{25}|${UUID}`,
  // Access ids are "su" and 12 alphanumerics, access keys 64 alphanumerics.
  sumologic: raw`su[A-Za-z0-9]{12}|[A-Za-z0-9]{64}`,
};

// Families whose other rules already report under a type of their own.
const TYPES: Record<string, string> = {
  okta: 'OKTA_TOKEN',
  github: 'GITHUB_TOKEN',
  gitlab: 'GITLAB_TOKEN',
  telegram: 'TELEGRAM_BOT_TOKEN',
  huggingface: 'HUGGINGFACE_TOKEN',
  npmjs: 'NPM_TOKEN',
  pypi: 'PYPI_TOKEN',
  shopify: 'SHOPIFY_TOKEN',
  digitalocean: 'DIGITALOCEAN_TOKEN',
};

/** A Data Center token decodes to `<digits>:<random bytes>`; a look-alike of its length does not. */
function atlassianShape(value: string): boolean {
  if (value.length !== 44) return true;
  return /^\d{6,}:/.test(Buffer.from(value, 'base64').toString('latin1'));
}

// Checks a regex cannot express, by vendor.
const CHECKS: Record<string, (value: string) => boolean> = {
  jira: atlassianShape,
  confluence: atlassianShape,
  atlassian: atlassianShape,
};

export interface VendorShape {
  test(value: string): boolean;
}

const compiled = new Map(
  Object.entries(SHAPES).map(([name, source]): [string, VendorShape] => {
    const pattern = new RegExp(`^(?:${source})$`);
    const check = CHECKS[name];
    return [name, { test: (value) => pattern.test(value) && (check === undefined || check(value)) }];
  }),
);

/** The documented shapes of a vendor's keys, or undefined when only the generic check applies. */
export function vendorShape(name: string): VendorShape | undefined {
  return compiled.get(name);
}

/** Every vendor with documented shapes. */
export const SHAPED_VENDORS: readonly string[] = Object.keys(SHAPES);

/** The entity type of a vendor's key: its own for vendors with documented shapes. */
export function vendorKeyType(name: string): string {
  if (!compiled.has(name)) return 'VENDOR_API_KEY';
  return TYPES[name] ?? `${name.toUpperCase()}_API_KEY`;
}

/** Every type `vendorKeyType` can return. */
export const VENDOR_KEY_TYPES: readonly string[] = [
  ...new Set(['VENDOR_API_KEY', ...SHAPED_VENDORS.map(vendorKeyType)]),
];
