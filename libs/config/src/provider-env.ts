import { z } from 'zod';
import { booleanFlag } from './env-fields.ts';

/** The environment of the apps that handle provider credentials: admin seals them, the chat pipeline uses them. */
export const providerCredentialsEnv = () => ({
  /** 32 bytes, base64: the AES-256-GCM key of provider credentials at rest. No default. */
  CREDENTIALS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
  /**
   * Lets a hosted provider's baseUrl be plain http or a private address, when a credential is saved
   * and when it is used (the local runtime always may).
   */
  ALLOW_PRIVATE_PROVIDER_URLS: booleanFlag(false),
});
