/** YYMMDD as an ISO date in `century`, or undefined when the six characters are not a real date. */
function isoIn(century: number, yymmdd: string): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const year = century + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A birth date is never in the future: a two-digit year that would be is of the 1900s. */
export function birthDate(yymmdd: string, today: Date): string | undefined {
  const recent = isoIn(2000, yymmdd);
  if (recent === undefined) return undefined;
  return recent <= today.toISOString().slice(0, 10) ? recent : isoIn(1900, yymmdd);
}

/** Documents are valid for ten years or so: an expiry more than fifty years ahead is of the 1900s. */
export function expiryDate(yymmdd: string, today: Date): string | undefined {
  const recent = isoIn(2000, yymmdd);
  if (recent === undefined) return undefined;
  return Number(recent.slice(0, 4)) - today.getUTCFullYear() > 50 ? isoIn(1900, yymmdd) : recent;
}
