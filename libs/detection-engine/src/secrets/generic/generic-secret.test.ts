import { describe, expect, it } from 'vitest';
import { readAssignment } from './assignment.ts';
import { secretKindOf } from './secret-name.ts';
import { looksLikeSecretValue } from '../values/secret-value.ts';
import { HEX, randomToken, URL_SAFE } from '../test-tokens.ts';

describe('secretKindOf', () => {
  it.each([
    ['db_password', 'PASSWORD'],
    ['DB_PASS', 'PASSWORD'],
    ['mypassword', 'PASSWORD'],
    ['apiKey', 'GENERIC_SECRET'],
    ['SERVICE_TOKEN', 'GENERIC_SECRET'],
    ['client_secret', 'GENERIC_SECRET'],
    ['key', 'GENERIC_SECRET'],
    ['Authorization', 'GENERIC_SECRET'],
    ['chartmogul_key', 'GENERIC_SECRET'],
    ['widget_key', 'NAMED_KEY'],
    ['tokenkey', 'GENERIC_SECRET'],
  ])('%s names a secret', (name, kind) => {
    expect(secretKindOf(name)).toBe(kind);
  });

  it.each([
    'token_type',
    'password_hint',
    'key_id',
    'publicKey',
    'primaryKey',
    'keyboard',
    'monkey',
    'sortKey',
    'tokenizer',
  ])('%s does not', (name) => {
    expect(secretKindOf(name)).toBeUndefined();
  });
});

describe('looksLikeSecretValue', () => {
  it('accepts random-looking values', () => {
    expect(looksLikeSecretValue('q7Vd9LmZ2xR4tP8s', 'GENERIC_SECRET', true)).toBe(true);
    expect(looksLikeSecretValue('9f86d081884c7d659a2feaa0c55ad015', 'GENERIC_SECRET', false)).toBe(true);
    expect(looksLikeSecretValue('Tr0ub4dor&3', 'PASSWORD', true)).toBe(true);
  });

  it('accepts a signed session token of a few thousand characters', () => {
    expect(looksLikeSecretValue(randomToken(URL_SAFE, 2400, 7), 'GENERIC_SECRET', true)).toBe(true);
  });

  it('accepts a generated password with angle brackets, unlike a <placeholder>', () => {
    expect(looksLikeSecretValue('k#9Vq<tZ2!m(Lx8^wR', 'PASSWORD', true)).toBe(true);
    expect(looksLikeSecretValue('key-<environment>', 'GENERIC_SECRET', true)).toBe(false);
  });

  it.each([
    'etcdctl get /sumo_secret',
    'changeme',
    'password123',
    'your_api_key',
    '${API_KEY}',
    '{{ secrets.token }}',
    'os.environ["KEY"]',
    'null',
    'ENC[AES256_GCM,data:abc]',
    '1234567890123456',
    'abcabcabcabcabcabc',
    'abcdefghij0123456789',
    'short',
  ])('rejects %s', (value) => {
    expect(looksLikeSecretValue(value, 'GENERIC_SECRET', true)).toBe(false);
  });

  it('rejects code under a secret name: a bare call or index, a format field, a vault tag', () => {
    expect(looksLikeSecretValue('hash(pw', 'PASSWORD', false)).toBe(false);
    expect(looksLikeSecretValue('request.form[', 'PASSWORD', false)).toBe(false);
    expect(looksLikeSecretValue('session:{user_id}', 'GENERIC_SECRET', true)).toBe(false);
    expect(looksLikeSecretValue('!vault', 'PASSWORD', false)).toBe(false);
    // A generated password with brackets is still one.
    expect(looksLikeSecretValue('k{7}Qz(9]wL$x', 'PASSWORD', false)).toBe(true);
  });

  it('rejects a bare identifier but not a quoted one with a digit', () => {
    expect(looksLikeSecretValue('userPassword', 'PASSWORD', false)).toBe(false);
    expect(looksLikeSecretValue('config.apiSecret', 'GENERIC_SECRET', false)).toBe(false);
    expect(looksLikeSecretValue('s.Q7vd9LmZ2xR4tP8sK3wN', 'GENERIC_SECRET', false)).toBe(true);
  });

  it('accepts a generated password, or a key edited with a symbol, under a key name', () => {
    expect(looksLikeSecretValue('Zq!7@kP(2)w{X}9#m$V&Ht', 'GENERIC_SECRET', true)).toBe(true);
    expect(looksLikeSecretValue('q7Vd9Lm#Z2xR4tP8sK3wN5', 'GENERIC_SECRET', true)).toBe(true);
  });

  it('judges the body after a prefix of lower-case words by its own alphabet', () => {
    expect(looksLikeSecretValue(`bb_pr_${randomToken(HEX, 30, 9)}`, 'GENERIC_SECRET', true)).toBe(true);
    // A prefix does not make filler random.
    expect(looksLikeSecretValue(`bb_pr_${'ab12'.repeat(8)}`, 'GENERIC_SECRET', true)).toBe(false);
  });

  it('needs a generated value under a name that only ends in key', () => {
    expect(looksLikeSecretValue('q7Vd9LmZ2xR4tP8sK3wN', 'NAMED_KEY', true)).toBe(true);
    expect(looksLikeSecretValue('created_at_desc', 'NAMED_KEY', true)).toBe(false);
  });
});

describe('readAssignment', () => {
  const read = (text: string, keyword: string) => {
    const start = text.indexOf(keyword);
    const found = readAssignment(text, start, start + keyword.length);
    return found && { name: found.name, value: text.slice(found.valueStart, found.valueEnd) };
  };

  it.each([
    ['api_key = "v4lue-1"', 'key', 'api_key', 'v4lue-1'],
    ['"password": "s3cr3t!"', 'pass', 'password', 's3cr3t!'],
    ['DB_PASS=hunter22;', 'PASS', 'DB_PASS', 'hunter22'],
    ["token := 'abc123xyz'", 'token', 'token', 'abc123xyz'],
    ['secrets[0] = "x9y8z7w6"', 'secret', 'secrets', 'x9y8z7w6'],
    ['if (password === "q1w2e3r4") {', 'pass', 'password', 'q1w2e3r4'],
    ['if ("q1w2e3r4" != password) {', 'pass', 'password', 'q1w2e3r4'],
    ['$apiToken .= "v4lue-1";', 'Token', 'apiToken', 'v4lue-1'],
    ['BILLING_TOKEN :::= "v4lue-1"', 'TOKEN', 'BILLING_TOKEN', 'v4lue-1'],
    ['setProperty("BILLING_TOKEN", "v4lue-1")', 'TOKEN', 'BILLING_TOKEN', 'v4lue-1'],
    ['<apiToken>\n  v4lue-1\n</apiToken>', 'Token', 'apiToken', 'v4lue-1'],
    ['std::string secret("v4lue-1");', 'secret', 'secret', 'v4lue-1'],
    ['var billingToken string = "v4lue-1"', 'Token', 'billingToken', 'v4lue-1'],
    ['const token: string = "v4lue-1"', 'token', 'token', 'v4lue-1'],
    ["crm token - 'v4lue-1'", 'token', 'token', 'v4lue-1'],
    ['{"cfg": "TOKEN=v4lue-1\\nDEBUG=true"}', 'TOKEN', 'TOKEN', 'v4lue-1'],
    ['os.environ["OPENAI_API_KEY"] = \'v4lue-1\'', 'KEY', 'OPENAI_API_KEY', 'v4lue-1'],
    ['GET /v1?api_key=v4lue-1&url=x', 'key', 'api_key', 'v4lue-1'],
    ['api_key=v4lue-1&url=x', 'key', 'api_key', 'v4lue-1&url=x'],
    ['| apiKey | v4lue-1 |', 'Key', 'apiKey', 'v4lue-1'],
    ['Variable | Value\napiKey |v4lue-1', 'Key', 'apiKey', 'v4lue-1'],
  ])('reads %s', (text, keyword, name, value) => {
    expect(read(text, keyword)).toEqual({ name, value });
  });

  it('needs an operator before a bare value', () => {
    expect(read('the token expired yesterday', 'token')).toBeUndefined();
    expect(read('token - expired', 'token')).toBeUndefined();
    expect(read('token || fallback', 'token')).toBeUndefined();
    expect(read('echo $PASSWORD | sha256sum', 'PASS')).toBeUndefined();
    expect(read('check_secret("v4lue-1")', 'secret')).toBeUndefined();
  });
});
