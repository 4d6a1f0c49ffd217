import type { DetectionResult } from '@csg/contracts';
import type { ToolCall } from '@csg/providers';

type Scan = (text: string) => Promise<DetectionResult>;

export interface FilteredToolCalls {
  /** The calls with what was masked replaced in their arguments. */
  calls: ToolCall[];
  /** One result per scanned piece: their actions decide the turn's, their entities are reported. */
  results: DetectionResult[];
}

/** A key or a value of the arguments: scanned alone, replaced by its masked text when masking changed it. */
async function scanLeaf(value: string | number, scan: Scan, results: DetectionResult[]): Promise<string | number> {
  const result = await scan(String(value));
  results.push(result);
  return result.maskedText === String(value) ? value : result.maskedText;
}

async function maskJson(value: unknown, scan: Scan, results: DetectionResult[]): Promise<unknown> {
  if (typeof value === 'string' || typeof value === 'number') return scanLeaf(value, scan, results);
  if (Array.isArray(value)) return Promise.all(value.map((item) => maskJson(item, scan, results)));
  if (typeof value !== 'object' || value === null) return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [
      await scanLeaf(key, scan, results),
      await maskJson(item, scan, results),
    ]),
  );
  return Object.fromEntries(entries);
}

/**
 * Each key and each string or number of a call's JSON arguments is scanned on its own and masked in
 * place, so masked arguments are still valid JSON; arguments that are not JSON are scanned whole.
 */
async function filterArguments(text: string, scan: Scan, results: DetectionResult[]): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return String(await scanLeaf(text, scan, results));
  }
  return JSON.stringify(await maskJson(parsed, scan, results));
}

/** The tool calls of a turn through the same filter as its text; the function names are the caller's own. */
export async function filterToolCalls(calls: readonly ToolCall[], scan: Scan): Promise<FilteredToolCalls> {
  const results: DetectionResult[] = [];
  const filtered = await Promise.all(
    calls.map(async (call) => ({ ...call, arguments: await filterArguments(call.arguments, scan, results) })),
  );
  return { calls: filtered, results };
}
