/** The admin app's required secrets, for tests only. */
export const ADMIN_TEST_ENV = {
  JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
  CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
