interface IinRange {
  from: string;
  to: string;
  lengths: readonly number[];
}

const range = (from: string, to: string, min: number, max = min): IinRange => ({
  from,
  to,
  lengths: Array.from({ length: max - min + 1 }, (_, i) => min + i),
});

/** Issuer identification number ranges and lengths of the networks in use (ISO/IEC 7812 registrations). */
const IIN_RANGES: readonly IinRange[] = [
  { from: '4', to: '4', lengths: [13, 16, 19] }, // Visa
  range('51', '55', 16), // Mastercard
  range('2221', '2720', 16), // Mastercard 2-series
  range('34', '34', 15), // American Express
  range('37', '37', 15),
  range('6011', '6011', 16, 19), // Discover
  range('644', '649', 16, 19),
  range('65', '65', 16, 19),
  range('622126', '622925', 16, 19),
  range('3528', '3589', 16, 19), // JCB
  range('1800', '1800', 15), // JCB, 15-digit legacy
  range('2131', '2131', 15),
  range('300', '305', 14, 19), // Diners Club
  range('3095', '3095', 14, 19),
  range('36', '36', 14, 19),
  range('38', '39', 14, 19),
  range('62', '62', 16, 19), // UnionPay
  range('50', '50', 12, 19), // Maestro (5018, 5020, 5038 …) and Dankort 5019
  range('56', '69', 12, 19), // Maestro international
  range('2200', '2204', 16, 19), // Mir
  range('1', '1', 15), // UATP
];

/** For each card length, the ranges issued at that length, prefixes as numbers. */
const RANGES_BY_LENGTH: ReadonlyMap<number, readonly { digits: number; from: number; to: number }[]> = new Map(
  Array.from({ length: 8 }, (_, i) => i + 12).map((length) => [
    length,
    IIN_RANGES.filter((r) => r.lengths.includes(length)).map((r) => ({
      digits: r.from.length,
      from: Number(r.from),
      to: Number(r.to),
    })),
  ]),
);

/** Whether the card number (digits only) lies in a range a network issues at its length. */
export function hasKnownIin(digits: string): boolean {
  for (const r of RANGES_BY_LENGTH.get(digits.length) ?? []) {
    const prefix = Number(digits.slice(0, r.digits));
    if (prefix >= r.from && prefix <= r.to) return true;
  }
  return false;
}
