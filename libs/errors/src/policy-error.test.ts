import { describe, expect, it } from 'vitest';
import { featureNotLicensed, POLICY_CODES, PolicyError, type PolicyCode } from './policy-error.ts';

describe('POLICY_CODES', () => {
  it('holds exactly the five policy codes of the specification', () => {
    expect(Object.keys(POLICY_CODES).sort()).toStrictEqual([
      'FEATURE_NOT_LICENSED',
      'LICENSE_EXPIRED',
      'READ_ONLY_ROLE',
      'ROLE_NOT_FOR_CHAT',
      'SETUP_REQUIRED',
    ]);
  });

  it.each([
    ['SETUP_REQUIRED', 423],
    ['LICENSE_EXPIRED', 402],
    ['FEATURE_NOT_LICENSED', 403],
    ['ROLE_NOT_FOR_CHAT', 403],
    ['READ_ONLY_ROLE', 403],
  ] as const)('answers %s with HTTP %i', (code, status) => {
    expect(POLICY_CODES[code].statusCode).toBe(status);
    expect(new PolicyError(code).statusCode).toBe(status);
  });

  it('gives every code a non-empty default message', () => {
    for (const { message } of Object.values(POLICY_CODES)) expect(message.trim()).not.toBe('');
  });

  it('tells a caller locked out by SETUP_REQUIRED how to finish setup: POST /setup', () => {
    expect(new PolicyError('SETUP_REQUIRED').toBody().message).toContain('POST /setup');
  });
});

describe('PolicyError', () => {
  it('is an Error named PolicyError carrying its code', () => {
    const err = new PolicyError('READ_ONLY_ROLE');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('PolicyError');
    expect(err.code).toBe('READ_ONLY_ROLE');
    expect(err.message).toBe(POLICY_CODES.READ_ONLY_ROLE.message);
  });

  it.each(Object.keys(POLICY_CODES) as PolicyCode[])(
    'renders %s as exactly {statusCode, code, message} when there is no extra',
    (code) => {
      expect(new PolicyError(code).toBody()).toStrictEqual({
        statusCode: POLICY_CODES[code].statusCode,
        code,
        message: POLICY_CODES[code].message,
      });
    },
  );

  it('spreads extra fields into the body after statusCode, code and message', () => {
    const body = new PolicyError('LICENSE_EXPIRED', { expiredAt: '2024-01-01T00:00:00Z' }).toBody();
    expect(body).toStrictEqual({
      statusCode: 402,
      code: 'LICENSE_EXPIRED',
      message: POLICY_CODES.LICENSE_EXPIRED.message,
      expiredAt: '2024-01-01T00:00:00Z',
    });
  });

  it('uses a custom message when given one, keeping the code’s status', () => {
    const body = new PolicyError('SETUP_REQUIRED', {}, 'Finish setup at /setup first').toBody();
    expect(body).toStrictEqual({ statusCode: 423, code: 'SETUP_REQUIRED', message: 'Finish setup at /setup first' });
  });
});

describe('featureNotLicensed', () => {
  it('is a 403 FEATURE_NOT_LICENSED whose body names the feature and the tier', () => {
    const err = featureNotLicensed('sso', 'community');
    expect(err).toBeInstanceOf(PolicyError);
    expect(err.toBody()).toStrictEqual({
      statusCode: 403,
      code: 'FEATURE_NOT_LICENSED',
      message: POLICY_CODES.FEATURE_NOT_LICENSED.message,
      feature: 'sso',
      tier: 'community',
    });
  });
});
