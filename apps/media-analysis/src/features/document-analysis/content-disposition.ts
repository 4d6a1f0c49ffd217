/**
 * `attachment` with the name twice: a plain ASCII fallback (quotes and non-ASCII replaced) for old
 * clients, and the exact name in RFC 8187 form (`filename*=UTF-8''…`) for the rest.
 */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, "'");
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
