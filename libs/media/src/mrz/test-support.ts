import { checkDigit } from './check-digit.ts';

/** Builders of MRZ lines from made-up holders, check digits computed by `checkDigit`. */

export interface Holder {
  code?: string;
  state?: string;
  surname?: string;
  given?: string;
  number?: string;
  nationality?: string;
  birth?: string;
  sex?: string;
  expiry?: string;
  optional?: string;
}

const HOLDER: Required<Holder> = {
  code: 'P',
  state: 'NLD',
  surname: 'VAN DER BERG',
  given: 'JOHANNA MARIA',
  number: 'XR4T7K2P9',
  nationality: 'NLD',
  birth: '850317',
  sex: 'F',
  expiry: '310922',
  optional: '',
};

const pad = (text: string, length: number) => text.replace(/ /g, '<').padEnd(length, '<').slice(0, length);
const withCheck = (text: string) => text + String(checkDigit(text));
const names = (h: Required<Holder>, length: number) => pad(`${h.surname}<<${h.given}`, length);

/** TD3 (passport) or, with a V code, MRV-A (visa): 2 × 44. */
export function td3(holder: Holder = {}): string[] {
  const h = { ...HOLDER, ...holder };
  const visa = h.code.startsWith('V');
  const head = withCheck(pad(h.number, 9)) + h.nationality + withCheck(h.birth) + h.sex + withCheck(h.expiry);
  const personal = visa ? pad(h.optional, 16) : withCheck(pad(h.optional, 14));
  const composite = visa ? '' : String(checkDigit(head.slice(0, 10) + head.slice(13, 20) + head.slice(21) + personal));
  return [pad(h.code, 2) + h.state + names(h, 39), head + personal + composite];
}

/** TD2 (identity card) or, with a V code, MRV-B (visa): 2 × 36. */
export function td2(holder: Holder = {}): string[] {
  const h = { ...HOLDER, code: 'I', ...holder };
  const visa = h.code.startsWith('V');
  const head = withCheck(pad(h.number, 9)) + h.nationality + withCheck(h.birth) + h.sex + withCheck(h.expiry);
  const optional = pad(h.optional, visa ? 8 : 7);
  const composite = visa ? '' : String(checkDigit(head.slice(0, 10) + head.slice(13, 20) + head.slice(21) + optional));
  return [pad(h.code, 2) + h.state + names(h, 31), head + optional + composite];
}

/** TD1 (identity card): 3 × 30. A number over nine characters overflows into the optional data. */
export function td1(holder: Holder = {}): string[] {
  const h = { ...HOLDER, code: 'I', ...holder };
  // ICAO 9303-5: filler in the check digit's place, the rest of the number and its check digit
  // (over the whole number) at the start of the optional data.
  const numberPart =
    h.number.length > 9
      ? h.number.slice(0, 9) + '<' + pad(h.number.slice(9) + String(checkDigit(h.number)) + '<' + h.optional, 15)
      : withCheck(pad(h.number, 9)) + pad(h.optional, 15);
  return td1Lines(h, numberPart);
}

function td1Lines(h: Required<Holder>, numberPart: string): string[] {
  const line1 = pad(h.code, 2) + h.state + numberPart;
  const line2Head = withCheck(h.birth) + h.sex + withCheck(h.expiry) + h.nationality + pad('', 11);
  const composite = checkDigit(line1.slice(5) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18));
  return [line1, line2Head + String(composite), names(h, 30)];
}

/** French national identity card (until 2021): 2 × 36, card number YYMM + office + serial. */
export function frenchId(
  holder: { surname?: string; given?: string; number?: string; birth?: string; sex?: string } = {},
): string[] {
  const h = {
    surname: 'LEFEBVRE',
    given: 'CAMILLE<<ANNE',
    number: '090475012345',
    birth: '880229',
    sex: 'F',
    ...holder,
  };
  const line1 = 'IDFRA' + pad(h.surname, 25) + '750012';
  const head = withCheck(h.number) + pad(h.given, 14) + withCheck(h.birth) + h.sex;
  return [line1, head + String(checkDigit(line1 + head))];
}
