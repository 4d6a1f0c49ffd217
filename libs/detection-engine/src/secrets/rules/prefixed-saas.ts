import { at, re, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';
import { token } from './prefixed-token.ts';

const raw = String.raw;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// Keys of messaging, payment, commerce and productivity services that announce their issuer
// with a documented prefix or URL.

const MESSAGING: readonly RuleSpec[] = [
  token('SENDGRID_API_KEY', 'SG.', raw`[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}`),
  token('MAILGUN_API_KEY', 'key-|pubkey-', '[0-9a-f]{32}', { entropy: 3 }),
  token('BREVO_API_KEY', 'xkeysib-|xsmtpsib-', '[0-9a-f]{64}-[A-Za-z0-9]{16}'),
  token('MAILERSEND_TOKEN', 'mlsn.', '[0-9a-f]{64}'),
  rule('TWILIO_API_KEY', 'twilio', [re(raw`\b(SK[0-9a-f]{32})\b`, 34)]),
  token('SLACK_TOKEN', 'xoxe.xoxp-|xoxe.xoxb-', '[0-9]{1,2}-[A-Za-z0-9]{100,300}'),
  // Legacy workspace, refresh and rotating tokens: a one- or two-digit version, ids, a secret.
  token('SLACK_TOKEN', 'xoxa-|xoxr-|xoxe-|xoxb-|xoxp-', '[0-9]{1,2}-[A-Za-z0-9-]{8,300}'),
  // The oldest workspace and refresh tokens had no version: xoxa-/xoxr- and the secret.
  token('SLACK_TOKEN', 'xoxa-|xoxr-', '[A-Za-z0-9]{8,48}', {
    entropy: 3,
    validate: (value) => /[a-z]/i.test(value.slice(5)),
  }),
  token('SLACK_TOKEN', 'xapp-', '[0-9]-[A-Z0-9]{8,12}-[0-9]{10,14}-[a-z0-9]{60,70}'),
  rule('SLACK_WEBHOOK', 'hooks.slack.com', [
    re(raw`((?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,160})`, 200),
  ]),
  rule('TEAMS_WEBHOOK', 'webhook.office.com', [
    re(
      raw`(https://[A-Za-z0-9-]{1,60}\.webhook\.office\.com/webhookb2/[A-Za-z0-9@-]{36,100}/IncomingWebhook/[A-Za-z0-9]{32}/[A-Za-z0-9-]{36,60})`,
      260,
    ),
  ]),
  rule('ZAPIER_WEBHOOK', 'hooks.zapier.com', [
    re(raw`(https://hooks\.zapier\.com/hooks/catch/[A-Za-z0-9]{4,40}(?:/[A-Za-z0-9]{4,20})?/?)`, 80),
  ]),
  rule('TELEGRAM_BOT_TOKEN', ':a', [re(raw`(?<![\w:])(\d{5,16}:A[A-Za-z0-9_-]{34})(?![\w-])`, 52)]),
  // A Facebook app access token is the app id, a bar and the app secret.
  rule('FACEBOOK_TOKEN', 'facebook', [re(raw`\b(\d{15,16}\|[A-Za-z0-9_-]{27})(?![\w-])`, 44)]),
  token('FACEBOOK_TOKEN', 'EAA', '[A-Za-z0-9]{80,400}', { entropy: 3.5 }),
  token('TWITTER_BEARER_TOKEN', 'AAAAAAAAAAAAAAAAAAAAA', '[A-Za-z0-9%]{30,160}'),
  // Intercom access tokens are base64 of "tok:" and an id of letters, digits, _ and -.
  token('INTERCOM_TOKEN', 'dG9rOm', '[A-Za-z0-9+/=_-]{40,120}', {
    validate: (value) => /^tok:[\w-]+$/.test(Buffer.from(value, 'base64').toString('latin1')),
  }),
  token('HUBSPOT_TOKEN', 'pat-na|pat-eu', raw`\d-${UUID}`),
  // Mailchimp keys end with the data centre that serves the account.
  rule('MAILCHIMP_API_KEY', '-us', [re(raw`\b([0-9a-f]{32}-us\d{1,2})\b`, 37)]),
];

const PAYMENTS: readonly RuleSpec[] = [
  token('STRIPE_KEY', 'sk_prod_|rk_prod_|rk_live_', '[0-9A-Za-z]{20,247}'),
  token('SQUARE_TOKEN', 'sq0atp-|sq0idb-|sq0csb-|sq0idp-', '[0-9A-Za-z_-]{22,60}'),
  token('SQUARE_TOKEN', 'EAAA', '[A-Za-z0-9_-]{60}', { entropy: 3.5 }),
  token('BRAINTREE_TOKEN', 'access_token$', raw`(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}`),
  token('RAZORPAY_KEY', 'rzp_', '(?:live|test)_[A-Za-z0-9]{14}'),
  token('FLUTTERWAVE_KEY', 'FLWSECK|FLWPUBK', '(?:_TEST)?-?[0-9a-f]{12,32}(?:-X)?'),
  token('PLAID_TOKEN', 'access-', `(?:sandbox|development|production)-${UUID}`),
  token('EASYPOST_API_KEY', 'EZAK|EZTK', '[A-Za-z0-9]{54}', { entropy: 3.5 }),
  token('SHIPPO_API_KEY', 'shippo_', '(?:live|test)_[0-9a-f]{40}'),
  // Secret keys only: live_pub_/test_pub_ keys are publishable.
  token('LOB_API_KEY', 'live_|test_', '[0-9a-f]{31,35}'),
  token('DUFFEL_TOKEN', 'duffel_', '(?:test|live)_[A-Za-z0-9_=-]{43}'),
  token('WOOCOMMERCE_KEY', 'ck_|cs_', '[0-9a-f]{40}'),
  token('KLAVIYO_API_KEY', 'pk_', '[0-9a-f]{34}'),
  token('ADOBE_CLIENT_SECRET', 'p8e-', '[A-Za-z0-9]{32}', { entropy: 3 }),
];

const PRODUCTIVITY: readonly RuleSpec[] = [
  token('LINEAR_API_KEY', 'lin_api_|lin_oauth_', '[A-Za-z0-9]{40}'),
  token('NOTION_TOKEN', 'secret_', '[A-Za-z0-9]{43}', { entropy: 3.5 }),
  token('NOTION_TOKEN', 'ntn_', '[0-9]{11}[A-Za-z0-9]{35}'),
  token('AIRTABLE_TOKEN', 'pat', raw`[A-Za-z0-9]{14}\.[0-9a-f]{64}`),
  rule('ASANA_TOKEN', 'asana', [re(raw`(?<![\w/])([12]/\d{10,20}(?:/\d{10,20})?:[0-9a-f]{32})(?![\w])`, 80)]),
  token('CLICKUP_TOKEN', 'pk_', '[0-9]{6,10}_[A-Z0-9]{32}'),
  token('TYPEFORM_TOKEN', 'tfp_', '[A-Za-z0-9_=.-]{44,64}', { entropy: 3.5 }),
  token('CONTENTFUL_TOKEN', 'CFPAT-', '[A-Za-z0-9_-]{43}'),
  token('DROPBOX_TOKEN', 'sl.', raw`(?:u\.)?[A-Za-z0-9_-]{130,1400}`, { entropy: 3.5 }),
  token('ZOHO_TOKEN', '1000.', raw`[0-9a-f]{32}\.[0-9a-f]{32}`),
  rule('SALESFORCE_TOKEN', '', [at('00D', raw`(?<![\w])00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,110}`, false)]),
  token('POSTHOG_API_KEY', 'phx_', '[A-Za-z0-9_]{40,50}', { entropy: 3.5 }),
  token('ALCHEMY_API_KEY', 'alcht_', '[A-Za-z0-9]{30}'),
  token('APIFY_TOKEN', 'apify_api_', '[A-Za-z0-9]{36}'),
  // MaxMind license keys end in "_mmk".
  rule('MAXMIND_LICENSE_KEY', '_mmk', [re(raw`\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)\b`, 40)]),
];

export const saasRules: readonly RuleSpec[] = [...MESSAGING, ...PAYMENTS, ...PRODUCTIVITY];
