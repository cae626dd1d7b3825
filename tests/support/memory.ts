// A server's resident memory, read from /proc/<pid>/status: VmRSS (now) and VmHWM (the kernel's
// own record of the peak). Linux resets the peak to the current figure when "5" is written to
// /proc/<pid>/clear_refs, so that a later VmHWM is the peak of what ran in between alone.
import { readFile, writeFile } from "node:fs/promises";

export async function readStatusMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function statusMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const mb = await readStatusMb(pid, field);
  if (mb === null) throw new Error(`no ${field} for process ${pid}`);
  return mb;
}

export interface MemoryUse {
  /** VmRSS just before. */
  readonly beforeMb: number;
  /** VmHWM at the end: the highest resident memory while it ran. */
  readonly peakMb: number;
  /** VmRSS at the end. */
  readonly afterMb: number;
  /** What it added at its peak: peak − before. */
  readonly growthMb: number;
}

/** Runs `work` and reports the server's memory before it and at its peak while it ran. */
export async function measureMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; memory: MemoryUse }> {
  await writeFile(`/proc/${pid}/clear_refs`, "5");
  const beforeMb = await statusMb(pid, "VmRSS");
  const result = await work();
  const peakMb = await statusMb(pid, "VmHWM");
  const afterMb = await statusMb(pid, "VmRSS");
  return { result, memory: { beforeMb, peakMb, afterMb, growthMb: peakMb - beforeMb } };
}

/** "before 94, peak 131 (+37), after 120 MB" for a failing assertion's message and the bench. */
export function describeMemory(memory: MemoryUse): string {
  const mb = (n: number) => Math.round(n);
  return `before ${mb(memory.beforeMb)}, peak ${mb(memory.peakMb)} (+${mb(memory.growthMb)}), after ${mb(memory.afterMb)} MB`;
}
