import { EN } from './en.ts';
import type { AttackPhrases } from './types.ts';

/** Attack and look-alike templates by language (ISO 639-1). */
export const ATTACK_PHRASES: Readonly<Record<string, AttackPhrases>> = { en: EN };

export const ATTACK_LANGS: readonly string[] = Object.keys(ATTACK_PHRASES);
