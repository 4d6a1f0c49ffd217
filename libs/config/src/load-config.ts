import type { z } from 'zod';

/** Thrown when the environment does not satisfy an app's schema; `problems` is one line per variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment once at start. Empty strings count as unset, so `FOO=` in an env file
 * means "use the default" rather than "invalid". Messages never echo a value: it may be a secret.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return issue.code === 'invalid_type' && cleaned[name] === undefined
        ? `${name}: is required but not set`
        : `${name}: ${issue.message}`;
    }),
  );
}
