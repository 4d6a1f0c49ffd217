/** Where a part's relationships live: `word/document.xml` → `word/_rels/document.xml.rels`; '' is the package. */
export function relsPartOf(source: string): string {
  const slash = source.lastIndexOf('/');
  return `${source.slice(0, slash + 1)}_rels/${source.slice(slash + 1)}.rels`;
}

/**
 * The part an internal relationship target names, relative to its source part's folder unless it
 * starts with `/`. Null when the target is not a valid part URI or climbs above the package root.
 */
export function resolveTarget(source: string, target: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.split('#')[0] ?? '');
  } catch {
    return null;
  }
  const base = decoded.startsWith('/') ? [] : source.split('/').slice(0, -1);
  const segments = [...base];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return null;
    } else {
      segments.push(segment);
    }
  }
  return segments.length > 0 ? segments.join('/') : null;
}

/** OPC part names compare without case. */
export function partKey(name: string): string {
  return name.replace(/^\//, '').toLowerCase();
}
