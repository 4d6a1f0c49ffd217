import { csvFields } from './csv-fields.ts';

export const DELIMITERS = [',', ';', '\t', '|'] as const;

// Records enough to judge a column count; more costs time and tells nothing new.
const SAMPLE_RECORDS = 1000;

function columnCounts(sample: string, delimiter: string, truncated: boolean): number[] {
  const rows: { columns: number; blank: boolean }[] = [];
  for (const field of csvFields(sample, delimiter)) {
    if (field.row > SAMPLE_RECORDS + 1) break;
    rows[field.row - 1] = { columns: field.column, blank: field.column === 1 && field.value.trim() === '' };
  }
  // A cut sample ends inside its last record.
  if (truncated || rows.length > SAMPLE_RECORDS) rows.pop();
  return rows.filter((row) => !row.blank).map((row) => row.columns);
}

/**
 * The delimiter that splits every record of the sample into the same number of columns, more
 * than one, over at least two records; among several, the one giving most columns. Null when no
 * delimiter does (prose, a one-line file).
 */
export function sniffDelimiter(sample: string, truncated: boolean): string | null {
  let best: { delimiter: string; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const counts = columnCounts(sample, delimiter, truncated);
    const columns = counts[0] ?? 0;
    const consistent = counts.length >= 2 && columns > 1 && counts.every((count) => count === columns);
    if (consistent && columns > (best?.columns ?? 0)) best = { delimiter, columns };
  }
  return best?.delimiter ?? null;
}

/** For a file known to be CSV: the consistent delimiter, else the one splitting the first record most, else a comma. */
export function chooseDelimiter(sample: string, truncated: boolean): string {
  const consistent = sniffDelimiter(sample, truncated);
  if (consistent) return consistent;
  let best: { delimiter: string; columns: number } = { delimiter: ',', columns: 1 };
  for (const delimiter of DELIMITERS) {
    const columns = columnCounts(sample, delimiter, false)[0] ?? 0;
    if (columns > best.columns) best = { delimiter, columns };
  }
  return best.delimiter;
}
