/** Parsing of dotted-quad IPv4 addresses, shared by the IPv4 scanner and IPv6's embedded form. */

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** A decimal octet 0–255 written without leading zeros (010 could be read as octal 8). */
function octetLength(text: string, pos: number): number {
  let len = 0;
  while (len < 4 && isDigit(text.charCodeAt(pos + len))) len++;
  if (len === 0 || len > 3) return 0;
  const value = text.slice(pos, pos + len);
  if (len > 1 && value.startsWith('0')) return 0;
  return Number(value) <= 255 ? len : 0;
}

/** End of the dotted quad starting at `pos`, or -1. Whatever follows is the caller's concern. */
export function readIpv4(text: string, pos: number): number {
  let end = pos;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (text[end] !== '.') return -1;
      end++;
    }
    const len = octetLength(text, end);
    if (len === 0) return -1;
    end += len;
  }
  return end;
}

/** End of a "/prefix" suffix at `pos` when it is a whole number 0..max, else `pos` itself. */
export function readPrefix(text: string, pos: number, max: number): number {
  if (text[pos] !== '/') return pos;
  let len = 0;
  while (len < 4 && isDigit(text.charCodeAt(pos + 1 + len))) len++;
  const value = text.slice(pos + 1, pos + 1 + len);
  const valid = len > 0 && len <= 3 && !(len > 1 && value.startsWith('0')) && Number(value) <= max;
  return valid ? pos + 1 + len : pos;
}

/** True when `value` (the whole string) is an IPv4 address, optionally with a CIDR prefix. */
export function isValidIpv4(value: string): boolean {
  const end = readIpv4(value, 0);
  return end > 0 && readPrefix(value, end, 32) === value.length;
}
