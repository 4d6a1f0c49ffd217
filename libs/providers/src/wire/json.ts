import { ProviderError } from '../provider-error.ts';
import type { ProviderCode } from '../types.ts';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object a frame carries; anything else is the vendor not speaking its protocol. */
export function parseFrame(provider: ProviderCode, text: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not chained: V8's SyntaxError quotes the input, which may be model output or the prompt.
    throw new ProviderError(provider, 'protocol', 'a stream frame is not valid JSON');
  }
  if (!isObject(value)) throw new ProviderError(provider, 'protocol', 'a stream frame is not a JSON object');
  return value;
}

/** An error response body as JSON, or undefined when it is not (a proxy's HTML page, an empty body). */
export function parseErrorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const objectAt = (value: unknown, key: string): JsonObject | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : undefined;
};

export const stringAt = (value: unknown, key: string): string | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

export const numberAt = (value: unknown, key: string): number | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
};

export const arrayAt = (value: unknown, key: string): unknown[] => {
  const found = isObject(value) ? value[key] : undefined;
  return Array.isArray(found) ? found : [];
};
