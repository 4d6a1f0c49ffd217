export { createLanguageIdentifier } from './identifier.ts';
export type { LanguageIdentification, LanguageIdentifier, LanguageIdentifierOptions } from './identifier.ts';
