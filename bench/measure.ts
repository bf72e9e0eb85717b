import { readFileSync } from 'node:fs';

/** Figures shared by the bench's scenarios. */

/** Resident memory of a process in KiB, from /proc (Linux). */
export function residentKiB(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A positive whole number from the environment, or `fallback`. */
export function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not ${process.env[name]}`);
  return value;
}
