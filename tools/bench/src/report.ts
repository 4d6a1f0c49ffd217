import { rates, type MissList, type Tally } from './metrics.ts';

/** Markdown building blocks for the benchmark reports. Counts and ids only, never corpus text. */

export const fmtRate = (v: number | null): string => (v === null ? '—' : v.toFixed(3));

export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function tallyRow(name: string, t: Tally): (string | number)[] {
  const r = rates(t);
  return [
    name,
    t.tp + t.fp + t.fn + t.tn,
    t.tp,
    t.fp,
    t.fn,
    t.tn,
    fmtRate(r.precision),
    fmtRate(r.recall),
    fmtRate(r.f1),
  ];
}

/** One row per group, largest first, then a total row when given. `unit` names what the counts count. */
export function tallyTable(
  groupName: string,
  groups: ReadonlyMap<string, Tally>,
  total?: Tally,
  unit = 'cases',
): string {
  const rows = [...groups]
    .sort(([a, x], [b, y]) => y.tp + y.fp + y.fn + y.tn - (x.tp + x.fp + x.fn + x.tn) || a.localeCompare(b))
    .map(([name, t]) => tallyRow(name, t));
  if (total) rows.push(tallyRow('**all**', total));
  return table([groupName, unit, 'TP', 'FP', 'FN', 'TN', 'precision', 'recall', 'F1'], rows);
}

export function missList(title: string, list: MissList): string {
  if (list.total === 0) return `${title}: none.`;
  const more = list.total > list.shown.length ? ` (first ${list.shown.length} of ${list.total})` : ` (${list.total})`;
  return `${title}${more}:\n\n${list.shown.map((m) => `\`${m.id}\` (${m.detail})`).join(', ')}`;
}
