import { AR } from './ar.ts';
import { BN } from './bn.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { HI } from './hi.ts';
import { IT } from './it.ts';
import { JA } from './ja.ts';
import { KO } from './ko.ts';
import { NL } from './nl.ts';
import { PL } from './pl.ts';
import { PT } from './pt.ts';
import { RU } from './ru.ts';
import { TR } from './tr.ts';
import type { AttackPhrases } from './types.ts';
import { VI } from './vi.ts';
import { ZH } from './zh.ts';

/** Attack and look-alike templates by language (ISO 639-1). */
export const ATTACK_PHRASES: Readonly<Record<string, AttackPhrases>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  ru: RU,
  zh: ZH,
  ja: JA,
  ko: KO,
  ar: AR,
  hi: HI,
  bn: BN,
  tr: TR,
  vi: VI,
  nl: NL,
  pl: PL,
};

export const ATTACK_LANGS: readonly string[] = Object.keys(ATTACK_PHRASES);
