import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  entrypoint?: string[];
  user?: string;
  restart?: string;
  init?: boolean;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  network_mode?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  volumes: Record<string, unknown>;
}

/**
 * Compose's variable substitution, for the forms this file uses: `${VAR:-default}` (default
 * when unset or empty), `${VAR}`, and `$$` for a literal `$`.
 */
export function interpolate(text: string, env: Record<string, string> = {}): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g,
    (match, name?: string, fallback?: string) => {
      if (match === '$$') return '$';
      const value = env[name as string];
      return value ? value : (fallback ?? '');
    },
  );
}

const substitute = (value: unknown, env: Record<string, string>): unknown => {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((v) => substitute(v, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [interpolate(k, env), substitute(v, env)]));
  }
  return value;
};

/** The compose file with anchors merged (`<<`) and variables substituted as compose would. */
export function readCompose(path: string, env: Record<string, string> = {}): ComposeFile {
  return substitute(parse(readFileSync(path, 'utf8'), { merge: true }), env) as ComposeFile;
}
