import { isBase64Jwt, isExampleJwt, isJwt } from '../vendors/jwt.ts';
import { realPassword } from '../generic/passwords.ts';
import { isPlaceholder } from '../values/placeholders.ts';
import { looksLikeSecretValue } from '../values/secret-value.ts';
import { at, ctx, group, re, rei, rule, type PartSpec, type RuleSpec } from '../rule-engine/rule-spec.ts';

const raw = String.raw;

const KEY_HEADER = raw`-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----`;
const KEY_FOOTER = raw`-----END[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----`;
// A block without its footer (pasted truncated) runs over base64 lines, literal or JSON-escaped.
const KEY_BODY_UNTERMINATED = raw`(?:[A-Za-z0-9+/=:,. \t\r\n-]|\\[nr]){0,8000}`;
const MAX_KEY_BLOCK = 12000;

/** The body of a key block must hold real material, not `...` or a word. */
function hasKeyMaterial(block: string): boolean {
  const body = block
    .replace(/^-----BEGIN[^\n]*?-----/, '')
    .replace(/-----END[\s\S]*$/, '')
    .replaceAll(/\\[nr]|\s/g, '');
  return body.length >= 20 && !isPlaceholder(body);
}

// Database and broker schemes whose URLs carry credentials as user:password@host.
const DB_SCHEMES =
  'postgres|postgresql|mysql|mariadb|mongodb|redis|rediss|amqp|amqps|jdbc|mssql|sqlserver|oracle|cockroachdb|clickhouse|couchbase|cassandra|neo4j|nats|kafka|memcached|elasticsearch|influxdb|snowflake|db2|rabbitmq|ldap|ldaps|smtp|smtps|ftp|sftp';
const USERINFO = raw`[^\s:@/?#'"\x60<>{}()]{0,100}:([^\s@/?#'"\x60<>{}()]{1,200})@(?=[A-Za-z0-9\[_-])`;

/** `scheme://user:password@`, tried at each `://` with the scheme checked behind it. */
function atScheme(scheme: string): PartSpec {
  return { pattern: raw`(?<=${scheme})://${USERINFO}`, after: ['://'], anchored: 'start', caseInsensitive: true };
}

// A shell word after curl's -u / --user: quoted, or bare up to whitespace.
const CURL_USER_WORD = raw`"[^"\r\n]{1,300}"(?::"[^"\r\n]{1,300}")?|'[^'\r\n]{1,300}'|[^\s'"]{1,300}(?::'[^'\r\n]{1,300}')?`;
// Continuation lines (backslash-newline) keep the command going.
const CURL_ARGS = raw`(?:[^\r\n]|\\\r?\n){0,600}?`;
const SHELL_EXPANSION = /^["']?\$|\$\{|\$\(|\{\{|^["']?[<[]/;

/** `user:password` with a real password (or a real user when the password is empty). */
function isCurlCredential(word: string): boolean {
  const unquoted = word.replaceAll(/["'{}]/g, '');
  const colon = unquoted.indexOf(':');
  if (colon < 0) return false;
  const password = (unquoted.slice(colon + 1) || unquoted.slice(0, colon)).trim();
  return password.length >= 4 && !SHELL_EXPANSION.test(password) && realPassword(password);
}

/** A header value that is a credential: no placeholder, and not a plain word. */
function isHeaderCredential(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value) && !isPlaceholder(value);
}

/** Kubernetes Secret data is base64 of the secret itself: a whole, padded base64 value. */
function isSecretData(value: string): boolean {
  return value.length % 4 === 0 && /[0-9+/=]/.test(value) && !isPlaceholder(value);
}

// Jenkins stores credentials encrypted with the controller's key as {AQAAABAAAA…} inside the
// element that names them; with the controller's secrets they decrypt, so they are secrets too.
const JENKINS_ELEMENT = 'secret|password|passphrase|apiToken|token|privateKey|secretBytes|clientSecret';
const isJenkinsSecret = (value: string) =>
  value.includes('AQAAAB') && value.replaceAll(/[^A-Za-z0-9]/g, '').length >= 20;

// A login call's second argument is its password: `smtp.login(user, "…")`, `signIn("admin", "…")`,
// `HTTPBasicAuth('u', '…')`, requests' `auth=('u', '…')`. The first argument, a name or a literal
// without spaces, is the user.
const LOGIN_CALL = raw`(?<![\w$])(?:(?:log_?[io]n|sign_?in|authenticate|(?:http)?basic_?auth)[ \t]{0,4}|auth[ \t]{0,2}=[ \t]{0,2})\([ \t]{0,4}[\w.$@+'"[\]-]{1,100}[ \t]{0,4},[ \t]{0,4}(?:"([^"\\\s]{6,200})"|'([^'\\\s]{6,200})')[ \t]{0,4}[,)]`;
const isLoginPassword = (value: string) => looksLikeSecretValue(value, 'PASSWORD', true);

/** Secrets recognised by their structure rather than by a vendor prefix. */
export const structuredRules: readonly RuleSpec[] = [
  rule(
    'PRIVATE_KEY',
    '-----begin',
    [re(raw`${KEY_HEADER}(?:[\s\S]{0,${MAX_KEY_BLOCK}}?${KEY_FOOTER}|${KEY_BODY_UNTERMINATED})`, MAX_KEY_BLOCK + 120)],
    {
      validate: hasKeyMaterial,
      confidence: 0.95,
    },
  ),
  rule(
    'JWT',
    'eyj',
    [re(raw`\b(eyJ[A-Za-z0-9_-]{10,}={0,2}\.eyJ[A-Za-z0-9_-]{2,}={0,2}(?:\.[A-Za-z0-9_-]*={0,2})?)`, 8192)],
    {
      validate: (token) => isJwt(token) && !isExampleJwt(token),
      confidence: 0.93,
    },
  ),
  rule('JWT', 'zxlk', [re(raw`\b(ZXlK[A-Za-z0-9+/]{60,8000}={0,2})`, 8192)], {
    validate: isBase64Jwt,
    confidence: 0.9,
  }),
  rule('CONNECTION_STRING', DB_SCHEMES, [atScheme(raw`\b(?:${DB_SCHEMES})(?:\+[a-z]{1,10})?(?::[a-z]{1,20}){0,2}`)], {
    validate: realPassword,
    confidence: 0.9,
  }),
  rule('URL_CREDENTIALS', '://', [atScheme(raw`\b[a-z][a-z0-9+.-]{1,30}`)], {
    validate: realPassword,
    confidence: 0.85,
  }),
  rule(
    'BASIC_AUTH_CREDENTIALS',
    'curl',
    [at('curl', raw`curl\b${CURL_ARGS}[ \t](?:-u|--user)(?:=|[ \t]{1,5})(${CURL_USER_WORD})`)],
    {
      validate: isCurlCredential,
      confidence: 0.85,
    },
  ),
  // JDBC and ODBC parameters: jdbc:…;user=…;password=…
  rule(
    'CONNECTION_STRING',
    'jdbc:',
    [ctx(rei(raw`\bjdbc:[a-z0-9]{2,20}:`, 30)), rei(raw`[;?&]password=([^;&\s"'\x60<>]{1,200})`)],
    {
      validate: realPassword,
      confidence: 0.85,
    },
  ),
  rule(
    'KUBERNETES_SECRET',
    'kind',
    [
      ctx(rei(raw`(?<![^\n])[ \t]{0,8}kind:[ \t]{0,8}["']?secret["']?[ \t]{0,40}(?![^\r\n])`, 80)),
      re(
        raw`(?<![^\n])[ \t]{1,16}[\w.-]{1,100}:(?:[ \t]{1,8}|[ \t]{0,8}[|>][-+]?[ \t]{0,40}\n[ \t]{1,16})["']?([A-Za-z0-9+/]{8,4000}={0,2})["']?[ \t]{0,40}(?![^\r\n])`,
        4200,
      ),
    ],
    { validate: isSecretData, confidence: 0.8 },
  ),
  rule(
    'JENKINS_CREDENTIAL',
    'aqaaab',
    [group(re(raw`<(${JENKINS_ELEMENT})>\{([^{}<>\r\n]{1,4000})\}</\1>`, 4100), 2)],
    { validate: isJenkinsSecret, confidence: 0.9 },
  ),
  rule(
    'PASSWORD',
    'cleartextpassword|key="password"',
    [rei(raw`<add\s{1,4}key="(?:ClearText)?Password"\s{1,4}value="([^"\n]{6,200})"`, 240)],
    { validate: (value) => !isPlaceholder(value) },
  ),
  rule(
    'AUTHORIZATION_HEADER',
    'authorization',
    [
      rei(
        raw`\bauthorization["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?:(?:basic|bearer|token|api-token|digest|bot|apikey|ssws)[ \t]{1,4})?([\w~+/=@.-]{8,2000})`,
        2040,
      ),
    ],
    { validate: isHeaderCredential, confidence: 0.8 },
  ),
  // Quoted API-key headers as passed to curl -H: "X-Api-Key: …", "Api-Token: …", "Token: …".
  // Tried at the opening quote, so the many unquoted `token`s of a text cost nothing here.
  rule(
    'AUTHORIZATION_HEADER',
    '',
    [
      at(
        `"x-|'x-|"api|'api|"key|'key|"token|'token`,
        raw`["'](?:x-(?:[a-z]{1,20}-){0,2})?(?:api-?)?(?:key|token)[ \t]{0,4}:[ \t]{0,5}([\w~+/=@.-]{8,500})(?=["'\s]|$)`,
      ),
    ],
    { validate: isHeaderCredential, confidence: 0.75 },
  ),
  rule(
    'PASSWORD',
    '',
    [at('login|logon|log_in|log_on|signin|sign_in|authenticate|basicauth|basic_auth|httpbasicauth|auth', LOGIN_CALL)],
    {
      validate: isLoginPassword,
      confidence: 0.8,
    },
  ),
  // ADO.NET / ODBC style: Server=…;User Id=…;Password=…;
  rule(
    'CONNECTION_STRING',
    'password=|pwd=',
    [
      ctx(
        rei(
          raw`\b(?:server|data source|host|address|addr|uid|user id|user|database|initial catalog)\s{0,3}=\s{0,3}[^;\n]{1,200};`,
        ),
      ),
      rei(raw`\b(?:password|pwd)\s{0,3}=\s{0,3}([^;&\s"'\x60<>]{1,200})`),
    ],
    { validate: realPassword, confidence: 0.85 },
  ),
];
