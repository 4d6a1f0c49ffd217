import { COMPONENT_CONTRACTS } from './contracts.ts';
import { createJsonClient, type JsonClientOptions } from './json-client.ts';
import { parseReply } from './to-finding.ts';
import { COMPONENT_KINDS, type ComponentKind, type ExternalComponent } from './types.ts';

/** The adapter for one deployed component at `baseUrl` (the value of its `<COMPONENT>_URL`). */
export function createExternalComponent(
  kind: ComponentKind,
  baseUrl: string,
  options: JsonClientOptions = {},
): ExternalComponent {
  const contract = COMPONENT_CONTRACTS[kind];
  const client = createJsonClient(baseUrl, options);
  return {
    name: kind,
    async analyze({ text, language }, signal) {
      const body = contract.sendsLanguage && language ? { text, language } : { text };
      const reply = parseReply(contract.reply, await client.post(contract.analyzePath, body, signal));
      return contract.toReply(text, reply);
    },
    close: () => client.close(),
  };
}

/** Base URLs by component, as an app's config holds them; unset or empty means not deployed. */
export interface ComponentUrls {
  mlDetector?: string | undefined;
  hapGuard?: string | undefined;
  attackGuard?: string | undefined;
  languageDetector?: string | undefined;
}

const URL_KEYS: Record<ComponentKind, keyof ComponentUrls> = {
  'ml-detector': 'mlDetector',
  'hap-guard-v2': 'hapGuard',
  'attack-guard': 'attackGuard',
  'language-detector': 'languageDetector',
};

/** The adapters of the deployed components, in a fixed order. */
export function createExternalComponents(urls: ComponentUrls, options: JsonClientOptions = {}): ExternalComponent[] {
  return COMPONENT_KINDS.flatMap((kind) => {
    const url = urls[URL_KEYS[kind]];
    return url ? [createExternalComponent(kind, url, options)] : [];
  });
}

/** The components whose `<COMPONENT>_URL` (ML_DETECTOR_URL, HAP_GUARD_V2_URL, …) is set. */
export function externalComponentsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: JsonClientOptions = {},
): ExternalComponent[] {
  const urls = Object.fromEntries(
    COMPONENT_KINDS.map((kind) => [URL_KEYS[kind], env[COMPONENT_CONTRACTS[kind].envVar]]),
  );
  return createExternalComponents(urls, options);
}
