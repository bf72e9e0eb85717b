import { readdirSync, readFileSync } from 'node:fs';

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
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A positive whole number from the environment, or `fallback`. */
export function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, not ${process.env[name]}`);
  return value;
}

/** The process and all its descendants (Linux /proc). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name may hold spaces and parentheses: the parent's pid is the second field after its last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/**
 * Memory of a process tree in MiB: the sum of resident memory (pages shared between processes, such as PostgreSQL's
 * shared buffers, counted in each) and the sum of proportional memory (each shared page split among its sharers).
 */
export function treeMemoryMiB(rootPid: number): { rssMiB: number; pssMiB: number; processes: number } {
  let rssKiB = 0;
  let pssKiB = 0;
  const pids = processTree(rootPid);
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rssKiB += Number(/^Rss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? 0);
      pssKiB += Number(/^Pss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { rssMiB: round1(rssKiB / 1024), pssMiB: round1(pssKiB / 1024), processes: pids.length };
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc, clock ticks of 10 ms). */
export function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime and stime are the 12th and 13th fields after the command name's closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A gateway's response-cache lookups so far, by outcome (`hit`, `miss`, `shared`, `bypass`, `refused`), from its
 * /metrics (`gateway_response_cache_lookups_total`).
 */
export async function cacheLookupsOf(graphqlUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(graphqlUrl.replace(/\/graphql$/, '/metrics'))).text();
  const lookups: Record<string, number> = {};
  for (const [, outcome, value] of text.matchAll(
    /^gateway_response_cache_lookups_total\{[^}]*\boutcome="(\w+)"[^}]*\} (\S+)$/gm,
  ))
    lookups[outcome] = Number(value);
  return lookups;
}
