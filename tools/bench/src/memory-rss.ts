import { readFileSync, writeFileSync } from 'node:fs';

/** Resident set size and its high-water mark of a process, in MB, from /proc/<pid>/status. */
export interface Resident {
  rssMb: number;
  peakMb: number;
}

const kbField = (status: string, name: string): number => {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/** NaN for a process that is gone. */
export function readResident(pid: number): Resident {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rssMb: kbField(status, 'VmRSS'), peakMb: kbField(status, 'VmHWM') };
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN };
  }
}

/**
 * Sets the process's high-water mark back to its current RSS (clear_refs, value 5), so that VmHWM
 * read later is the peak since now: exact, where a sampler would miss a spike between samples.
 */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
