import { z } from 'zod';
import { booleanFlag } from './env-fields.ts';

/** The environment of the apps that handle provider credentials: admin seals them, the chat pipeline uses them. */
export const providerCredentialsEnv = () => ({
  /** 32 bytes, base64: the AES-256-GCM key of provider credentials at rest. No default. */
  CREDENTIALS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .describe('32 bytes, base64: seals provider credentials (AES-256-GCM); `npm start` generates one'),
  /**
   * Lets a hosted provider's baseUrl be plain http or a private address, when a credential is saved
   * and when it is used (the local runtime always may).
   */
  ALLOW_PRIVATE_PROVIDER_URLS: booleanFlag(false).describe(
    "true lets hosted providers' baseUrl be plain http or a private address (checked when a credential is saved, used and connected); the local runtime (Ollama) always may",
  ),
});
