import { describe, expect, it } from 'vitest';
import { ALNUM, BASE64, findSecrets, randomToken } from '../test-tokens.ts';

const secret = `${randomToken(ALNUM, 10, 1)}!7`;
const token = randomToken(ALNUM, 24, 2);
const npmAuth = Buffer.from(`deploy:${randomToken(ALNUM, 16, 3)}`).toString('base64');
const npmPassword = Buffer.from(randomToken(ALNUM, 14, 4)).toString('base64');

const valuesIn = (text: string) => findSecrets(text).map((finding) => finding.value);

describe('passwords hard-coded in code', () => {
  it.each([
    ['a login call', `login("admin", "${secret}")`],
    ['a method login with a variable user', `smtp.login(sender, '${secret}')`],
    ['a sign-in call', `await auth.signIn(email, "${secret}");`],
    ['an authenticate call', `client.authenticate("deploy", "${secret}")`],
    ['a basic-auth helper', `HTTPBasicAuth('svc', '${secret}')`],
    ["requests' auth tuple", `requests.get(url, auth=("svc", "${secret}"))`],
    ['a keyword argument', `connect(user='x', password='${secret}')`],
    ['an options object', `new Client({ password: '${secret}' })`],
    ['a Python default parameter', `def connect(password="${secret}"):`],
    ['a JavaScript default parameter', `function f(pwd = '${secret}') {}`],
    ['a Ruby hash rocket key', `{ :password => '${secret}' }`],
    ['a Ruby symbol key', `User.create(email: 'a@b.c', password: '${secret}')`],
    ['a C++ string constructor', `std::string password("${secret}");`],
    ['a Qt string constructor', `QString db_pass('${secret}');`],
  ])('reports the password of %s', (_name, text) => {
    expect(findSecrets(text)).toContainEqual({ type: 'PASSWORD', value: secret });
  });

  it.each([
    ['_auth', `_auth=${npmAuth}`, npmAuth],
    ['_authToken', `_authToken=${token}`, token],
    ['a registry-scoped _authToken', `//registry.example.com/:_authToken=${token}`, token],
    ['_password', `//registry.example.com/:_password=${npmPassword}`, npmPassword],
  ])('reports the .npmrc credential of %s', (_name, text, value) => {
    expect(valuesIn(text)).toContain(value);
  });

  it.each([
    ['a login call with variables only', 'login(username, password)'],
    ['a login call with a field name', 'login("admin", "password")'],
    ['a login call with a placeholder', 'login("admin", "<your-password>")'],
    ['a login call with a prompt', 'signIn(email, "Enter your password")'],
    ['a login call with a template', 'auth=("svc", "${SVC_PASSWORD}")'],
    ['an obvious placeholder under a Ruby key', ':password => "changeme"'],
    ['an npm token from the environment', '//registry.example.com/:_authToken=${NPM_TOKEN}'],
  ])('ignores %s', (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });

  it.each([
    ['a variable', 'password = user_password'],
    ['an input variable', 'password: passwordInput'],
    ['an environment lookup in Python', 'password = os.environ["PASSWORD"]'],
    ['an environment lookup in Node', 'const password = process.env.DB_PASSWORD;'],
    ['an environment lookup in Ruby', "password = ENV.fetch('PASSWORD')"],
    ['a getter', 'pwd = getPassword()'],
    ['a configuration lookup', "password = config.get('password')"],
    ['a label', '<label>Password</label>'],
    ['an input placeholder', '<input type="password" placeholder="Enter password">'],
    ['a shell variable', 'PASSWORD=$DB_PASS'],
    ['a template variable', 'password: ${DB_PASS}'],
    ['a translation entry', '"login.password": "Password"'],
    ['a C++ string built from a variable', 'std::string password(user_password);'],
    ['a call that is no declaration', 'check_password("Enter your password");'],
    ['a type annotation', 'function login(user: string, password: string): Promise<void>'],
  ])('ignores code that only refers to a password: %s', (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });

  it('keeps a base64 npm password whole', () => {
    const padded = `${randomToken(BASE64, 22, 5)}==`;
    expect(valuesIn(`_password=${padded}`)).toEqual([padded]);
  });
});
