import type { XmlPart } from '../xml/xml-part.ts';
import { localName } from '../xml/scan-xml.ts';

// Built-in number formats that show a date or time (ECMA-376 part 1, 18.8.30).
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const DAY_MS = 86_400_000;

/** Whether a custom format code shows a date or time: d, m, y, h or s outside quotes, escapes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** The style indices (cellXfs positions) whose number format is a date or time. */
export function readDateStyles(styles: XmlPart | undefined): Set<number> {
  const custom = new Map<number, string>();
  const dates = new Set<number>();
  let xf = -1;
  styles?.scan({
    open(node, path) {
      const local = localName(node.name);
      if (local === 'numFmt') custom.set(Number(node.attributes.numFmtId), node.attributes.formatCode ?? '');
      if (local !== 'xf' || localName(path.at(-1)?.name ?? '') !== 'cellXfs') return;
      xf++;
      const id = Number(node.attributes.numFmtId ?? 0);
      const code = custom.get(id);
      if (code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code)) dates.add(xf);
    },
  });
  return dates;
}

// Serials Excel can show as dates: 1900-01-01 (or 1904-01-01) to 9999-12-31.
const LAST_SERIAL = 2_958_466;

/**
 * A date serial as ISO text (`1987-03-14`, `1987-03-14 08:30:00`, `08:30:00`), null outside the
 * dates Excel shows. The 1900 system counts the fictitious 1900-02-29, so serials from 61 on are
 * one day ahead of the calendar.
 */
export function serialToIso(serial: number, date1904: boolean): string | null {
  if (!(serial >= 0 && serial < LAST_SERIAL)) return null;
  const days = Math.floor(serial);
  const base = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, days >= 61 ? 30 : 31);
  const [date = '', time = ''] = new Date(base + Math.round(serial * DAY_MS)).toISOString().slice(0, 19).split('T');
  if (days === 0 && !date1904) return time;
  return serial === days ? date : `${date} ${time}`;
}
