import fs from "node:fs";

/** A value in kB from /proc/<pid>/status (VmRSS: resident now; VmHWM: the most it has been), in MB. */
export function readProcessMemoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Math.round(kb / 1024);
}

/** Samples a process's resident memory every `everyMs` while `work` runs; answers the highest sample, in MB. */
export async function peakResidentMbDuring(pid: number, work: () => Promise<void>, everyMs = 25): Promise<number> {
  let peak = readProcessMemoryMb(pid, "VmRSS");
  const timer = setInterval(() => {
    peak = Math.max(peak, readProcessMemoryMb(pid, "VmRSS"));
  }, everyMs);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, readProcessMemoryMb(pid, "VmRSS"));
}
