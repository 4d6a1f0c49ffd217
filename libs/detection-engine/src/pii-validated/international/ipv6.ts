import { readIpv4, readPrefix } from './ipv4.ts';

const isHex = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isAlphanumeric = (code: number): boolean =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Letters, digits, "_", "." and ":" after a dotted quad make it part of something longer. */
const continuesAddress = (code: number): boolean => isAlphanumeric(code) || code === 95 || code === 46 || code === 58;

/** The length of a zone index ("%eth0": "%" and 1–32 letters or digits) at `pos`, else 0. */
function zoneLength(text: string, pos: number): number {
  if (text[pos] !== '%') return 0;
  let len = 0;
  while (len < 32 && isAlphanumeric(text.charCodeAt(pos + 1 + len))) len++;
  return len === 0 ? 0 : len + 1;
}

function hexRun(text: string, pos: number): number {
  let len = 0;
  while (len < 5 && isHex(text.charCodeAt(pos + len))) len++;
  return len;
}

export interface Ipv6Read {
  end: number;
  /** Only "::" (the unspecified address), possibly with a prefix. */
  unspecified: boolean;
}

/**
 * Reads an IPv6 address at `pos`: eight groups of 1–4 hex digits, or fewer with one "::", the last
 * 32 bits optionally as a dotted quad; then an optional zone ("%eth0") and prefix ("/64"). Returns
 * undefined when the text there is not an address in any of the RFC 4291 / RFC 5952 forms.
 */
export function readIpv6(text: string, pos: number): Ipv6Read | undefined {
  let end = pos;
  let groups = 0;
  let compressed = false;
  let sawDigit = false;
  if (text.startsWith('::', end)) {
    compressed = true;
    end += 2;
  }
  for (;;) {
    const v4 = groups <= 6 && (compressed || groups === 6) ? readIpv4(text, end) : -1;
    if (v4 > 0 && !continuesAddress(text.charCodeAt(v4))) {
      groups += 2;
      end = v4;
      sawDigit = true;
      break;
    }
    const len = hexRun(text, end);
    if (len === 0) break;
    if (len > 4) return undefined;
    for (let i = end; i < end + len && !sawDigit; i++) sawDigit = isDigit(text.charCodeAt(i));
    groups++;
    end += len;
    if (text.startsWith('::', end)) {
      if (compressed) return undefined;
      compressed = true;
      end += 2;
    } else if (text[end] === ':' && isHex(text.charCodeAt(end + 1))) {
      end++;
    } else {
      break;
    }
  }
  if (compressed ? groups > 7 : groups !== 8) return undefined;
  // Hex-only words joined by "::" are C++ scopes (a::b), not addresses.
  if (groups > 0 && !sawDigit) return undefined;
  end += zoneLength(text, end);
  end = readPrefix(text, end, 128);
  return { end, unspecified: groups === 0 };
}

/** True when `value` (the whole string) is an IPv6 address, with optional zone and prefix. */
export function isValidIpv6(value: string): boolean {
  return readIpv6(value, 0)?.end === value.length;
}
