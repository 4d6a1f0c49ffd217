import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** ISO 639-1 → Tesseract's code, for the languages whose data is published as @tesseract.js-data/<code>. */
const TESSERACT_CODES: Readonly<Record<string, string>> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  ar: 'ara',
  zh: 'chi_sim',
};

/** The languages whose data this package installs (package.json): what an engine reads by default. */
export const SHIPPED_LANGUAGES: readonly string[] = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'];

// The integer-quantised LSTM models: the accuracy of "best" at a fraction of the memory, no legacy engine.
const MODEL_FOLDER = '4.0.0_best_int';

export interface LanguageData {
  /** ISO 639-1. */
  language: string;
  /** Tesseract's code, the traineddata file's name. */
  code: string;
  /** The folder holding `<code>.traineddata.gz`, inside the installed package. */
  langPath: string;
}

export interface LanguageDataScan {
  installed: Map<string, LanguageData>;
  /** Package names of the languages asked for whose data is not installed. */
  missing: string[];
}

/**
 * Finds the installed data packages of `languages` by module resolution: the data comes from
 * node_modules only, never from tesseract.js's default CDN.
 */
export function scanLanguageData(languages: readonly string[]): LanguageDataScan {
  const require = createRequire(import.meta.url);
  const installed = new Map<string, LanguageData>();
  const missing: string[] = [];
  for (const language of languages) {
    const code = TESSERACT_CODES[language];
    if (code === undefined) throw new RangeError(`no Tesseract language data is published for "${language}"`);
    const packageName = `@tesseract.js-data/${code}`;
    const langPath = resolveModelFolder(require, packageName);
    if (langPath !== undefined && existsSync(join(langPath, `${code}.traineddata.gz`))) {
      installed.set(language, { language, code, langPath });
    } else {
      missing.push(packageName);
    }
  }
  return { installed, missing };
}

function resolveModelFolder(require: NodeJS.Require, packageName: string): string | undefined {
  try {
    return join(dirname(require.resolve(`${packageName}/package.json`)), MODEL_FOLDER);
  } catch {
    return undefined;
  }
}
