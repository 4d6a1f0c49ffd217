/**
 * A configured URL as the snapshot may show it: without user, password or query, which can carry
 * credentials (`http://user:secret@ml:8080`, `?token=`). An unparseable one is not shown at all.
 */
export function publicUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
