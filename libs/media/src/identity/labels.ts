/**
 * The printed labels of identity documents' fields — passports' visual zone, ID cards, EU driving
 * licences — in the languages of the OCR data the gateway ships. Multilingual documents print
 * several languages in one label ("Surname / Nom / Apellidos"); any one of them names the field.
 */
export const IDENTITY_FIELDS = [
  'surname',
  'givenNames',
  'dateOfBirth',
  'placeOfBirth',
  'nationality',
  'documentNumber',
  'personalNumber',
  'expiryDate',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

const LABELS: Record<IdentityField, readonly string[]> = {
  surname: [
    'surname',
    'last name',
    'family name',
    'nom',
    'name',
    'nachname',
    'familienname',
    'apellidos?',
    'cognome',
    'achternaam',
    'sobrenome',
    'apelidos',
  ],
  givenNames: [
    'given names?',
    'first names?',
    'forenames?',
    'pr[ée]noms?',
    'vornamen?',
    'nombres?',
    'nome',
    'voornamen',
    'nomes?',
  ],
  dateOfBirth: [
    'date of birth',
    'birth date',
    'dob',
    'date de naissance',
    'geburtsdatum',
    'fecha de nacimiento',
    'data di nascita',
    'geboortedatum',
    'data de nascimento',
  ],
  placeOfBirth: [
    'place of birth',
    'lieu de naissance',
    'geburtsort',
    'lugar de nacimiento',
    'luogo di nascita',
    'geboorteplaats',
    'local de nascimento',
  ],
  nationality: [
    'nationality',
    'nationalit[ée]',
    'staatsangeh[öo]rigkeit',
    'nacionalidad',
    'cittadinanza',
    'nazionalit[àa]',
    'nationaliteit',
    'nacionalidade',
  ],
  documentNumber: [
    'passport no\\.?',
    'passport number',
    'document no\\.?',
    'document number',
    'card no\\.?',
    'licen[cs]e no\\.?',
    'n[°º]\\s*du document',
    'n[°º]\\s*du passeport',
    'ausweisnummer',
    'pass-?nr\\.?',
    'passnummer',
    'n[úu]mero de documento',
    'n[úu]m\\.?\\s*soporte',
    'numero (?:del )?documento',
    'n\\.?\\s*documento',
    'documentnummer',
    'paspoortnummer',
    'n[úu]mero do documento',
  ],
  personalNumber: [
    'personal no\\.?',
    'personal number',
    'persoonsnummer',
    'personnummer',
    'n[úu]mero personal',
    'codice fiscale',
  ],
  expiryDate: [
    'date of expiry',
    'expiry date',
    'expires',
    'valid until',
    "date d'expiration",
    'g[üu]ltig bis',
    'fecha de caducidad',
    'scadenza',
    'geldig tot',
    'data de validade',
  ],
};

/** Fields of the EU driving licence, printed as numbers before the values (Directive 2006/126/EC). */
export const LICENCE_FIELDS: Readonly<Record<string, IdentityField>> = {
  '1': 'surname',
  '2': 'givenNames',
  '3': 'dateOfBirth',
  '4b': 'expiryDate',
  '5': 'documentNumber',
};

const alternation = Object.entries(LABELS)
  .flatMap(([field, words]) => words.map((word) => ({ field: field as IdentityField, word })))
  // Longer labels first, so "date of birth" wins over a shorter label inside it.
  .sort((a, b) => b.word.length - a.word.length);

const LABEL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation.map(({ word }, i) => `(?<f${i}>${word})`).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

export interface LabelHit {
  field: IdentityField;
  start: number;
  end: number;
}

/** The field labels in one line of text, in order. */
export function labelsIn(line: string): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const match of line.matchAll(LABEL)) {
    const index = Object.entries(match.groups ?? {}).findIndex(([, value]) => value !== undefined);
    const group = Object.keys(match.groups ?? {})[index];
    const field = alternation[Number(group?.slice(1))]?.field;
    if (field) hits.push({ field, start: match.index, end: match.index + match[0].length });
  }
  return hits;
}
