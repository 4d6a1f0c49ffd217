/** The specification's limit for JSON bodies on every endpoint. */
export const BODY_LIMIT_BYTES = 50 * 1024 * 1024;
