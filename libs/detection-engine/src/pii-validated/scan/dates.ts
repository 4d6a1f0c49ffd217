/** Calendar checks for identifiers that embed a birth date. */

export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= lengths[month - 1]!;
}

/** A two-digit year whose century is unknown: valid when the date exists in either 19yy or 20yy. */
export function isValidShortDate(yy: number, month: number, day: number): boolean {
  return isValidDate(1900 + yy, month, day) || isValidDate(2000 + yy, month, day);
}
