/**
 * The policy rejections of the specification: the only bodies that carry a `code`.
 * One catalogue, so a code's status and default message are defined once.
 */
export const POLICY_CODES = {
  SETUP_REQUIRED: {
    statusCode: 423,
    message: 'Initial setup has not been completed: POST /setup with username, password and contactEmail',
  },
  LICENSE_EXPIRED: { statusCode: 402, message: 'The licence is invalid or has expired' },
  FEATURE_NOT_LICENSED: { statusCode: 403, message: 'This feature is not included in the installed licence' },
  ROLE_NOT_FOR_CHAT: { statusCode: 403, message: 'This role cannot use chat or create sessions' },
  READ_ONLY_ROLE: { statusCode: 403, message: 'This role is read-only' },
} as const satisfies Record<string, { statusCode: number; message: string }>;

export type PolicyCode = keyof typeof POLICY_CODES;

export interface PolicyErrorBody {
  statusCode: number;
  code: PolicyCode;
  message: string;
  [extra: string]: unknown;
}

export class PolicyError extends Error {
  readonly code: PolicyCode;
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  constructor(code: PolicyCode, extra: Record<string, unknown> = {}, message: string = POLICY_CODES[code].message) {
    super(message);
    this.name = 'PolicyError';
    this.code = code;
    this.statusCode = POLICY_CODES[code].statusCode;
    this.extra = extra;
  }

  toBody(): PolicyErrorBody {
    return { ...this.extra, statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

/** `FEATURE_NOT_LICENSED` always names the feature and the tier that lacks it. */
export const featureNotLicensed = (feature: string, tier: string) =>
  new PolicyError('FEATURE_NOT_LICENSED', { feature, tier });
