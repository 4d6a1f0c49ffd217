/** The Info dictionary's free-text entries (dates and flags cannot name anyone). */
const INFO_KEYS = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer'];

/** XMP properties that hold free text; identifiers, dates and rendition data are left out. */
const XMP_KEYS = new Set([
  'dc:title',
  'dc:creator',
  'dc:description',
  'dc:subject',
  'dc:rights',
  'dc:contributor',
  'dc:publisher',
  'pdf:keywords',
  'pdf:producer',
  'xmp:creatortool',
  'photoshop:authorsposition',
  'photoshop:captionwriter',
]);

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/**
 * The document's metadata as text, one entry per distinct value: the Info dictionary (standard and
 * custom entries) and the XMP packet. A value repeated in both appears once.
 */
export function readDocumentInfo(info: Record<string, unknown>, xmp: Iterable<[string, unknown]> | null): string[] {
  const values: string[] = INFO_KEYS.flatMap((key) => texts(info[key]));
  const custom = info['Custom'];
  if (custom !== null && typeof custom === 'object') values.push(...Object.values(custom).flatMap(texts));
  for (const [key, value] of xmp ?? []) {
    if (XMP_KEYS.has(key.toLowerCase())) values.push(...texts(value));
  }
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      if (value.length === 0 || seen.has(value)) return false;
      seen.add(value);
      return true;
    });
}
