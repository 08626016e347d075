import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One process at a time on an embedded (PGlite) database folder: two processes that open it each keep their own copy
 * in memory and lose each other's writes. The holder writes `<folder>.lock` (an atomic exclusive create) with its pid;
 * a lock whose process has ended is stale and taken over at once, so a SIGKILLed server never blocks the next start.
 * Why a lock file and not a library: docs/decisions/024-embedded-database-lock.md.
 */

/** The holder touches its lock this often; a lock from another host (another container) untouched for longer than
 * FOREIGN_STALE_MS is taken as abandoned, since its pid cannot be checked from here. */
const REFRESH_MS = 10_000;
export const FOREIGN_STALE_MS = 60_000;
/** A lock file still empty this long after its creation was left by a process that died while writing it. */
const EMPTY_STALE_MS = 5_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** The process's start in clock ticks since boot (Linux), which tells a reused pid from the holder. */
  processStart: string | null;
  startedAt: string;
  /** Who holds it, in words: "the ListingLift server", "the command line (credits grant)". */
  holder: string;
  nonce: string;
}

export interface EmbeddedDatabaseLock {
  file: string;
  release(): void;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner | null,
  ) {
    super(lockedMessage(dataDir, lockFile, owner));
    this.name = "DatabaseLockedError";
  }
}

function lockedMessage(dataDir: string, lockFile: string, owner: LockOwner | null): string {
  const who = owner ? `${owner.holder} (pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt})` : "another process";
  const foreign = owner && owner.hostname !== os.hostname();
  return [
    `The embedded database in ${dataDir} is in use by ${who}. Two processes on one embedded database lose each other's writes, so nothing was done.`,
    `Stop that process first (stop the server, then run this again), or run the server on PostgreSQL (set DATABASE_URL), where the server and the command line may run at once.`,
    foreign ? `If that host is gone, delete ${lockFile} (it is taken over by itself once it is ${FOREIGN_STALE_MS / 1000} s old).` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The lock files this process holds, released at exit even when the database is never closed. */
const held = new Map<string, { owner: LockOwner; timer: NodeJS.Timeout }>();
let exitHookInstalled = false;

export function lockFileOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

/** Takes the lock of an embedded database folder, or throws DatabaseLockedError at once if a live process holds it. */
export function lockEmbeddedDatabase(dataDir: string, holder: string): EmbeddedDatabaseLock {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DatabaseLockedError(dataDir, file, held.get(file)!.owner);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: readProcessStart(process.pid),
    startedAt: new Date().toISOString(),
    holder,
    nonce: randomBytes(8).toString("hex"),
  };
  // A few rounds: a stale lock is removed, then the create is tried again (another starter may win it meanwhile).
  for (let round = 0; round < 3; round++) {
    if (tryCreate(file, owner)) {
      installExitHook();
      const timer = setInterval(() => touch(file), REFRESH_MS);
      timer.unref();
      held.set(file, { owner, timer });
      return { file, release: () => releaseLock(file, owner.nonce) };
    }
    const found = readLock(file);
    if (found === undefined) continue; // removed between our create and our read: try again
    if (isLive(file, found.owner)) throw new DatabaseLockedError(dataDir, file, found.owner);
    removeIfUnchanged(file, found.text);
  }
  throw new DatabaseLockedError(dataDir, file, readLock(file)?.owner ?? null);
}

function tryCreate(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify(owner)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** The lock's text and owner; owner null when it cannot be read (empty or damaged); undefined when there is no file. */
function readLock(file: string): { text: string; owner: LockOwner | null } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return { text, owner: Number.isInteger(owner.pid) && typeof owner.hostname === "string" ? owner : null };
  } catch {
    return { text, owner: null };
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** Whether the lock's process may still be running. Errs on the side of "running" whenever it cannot tell. */
function isLive(file: string, owner: LockOwner | null): boolean {
  if (!owner) return ageMs(file) < EMPTY_STALE_MS;
  if (owner.hostname !== os.hostname()) return ageMs(file) < FOREIGN_STALE_MS;
  // Our own pid but not held here: a former process that had this pid (a container's pid 1 after a restart).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  // The pid runs, but it may be a new process that got an old number: compare start times where the system tells them.
  const start = readProcessStart(owner.pid);
  return !(owner.processStart && start && start !== owner.processStart);
}

/** Removes a stale lock only if it is still the one judged stale: another starter may have replaced it meanwhile. */
function removeIfUnchanged(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (fs.readFileSync(aside, "utf8") !== staleText) {
    // We moved a fresh lock: put it back (unless yet another lock took the name, which then holds it).
    try {
      fs.linkSync(aside, file);
    } catch {
      // The name is taken again: that lock is the one that counts.
    }
  }
  fs.rmSync(aside, { force: true });
}

function touch(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Removed by hand: nothing to refresh; the database stays open until this process ends.
  }
}

function releaseLock(file: string, nonce: string): void {
  const entry = held.get(file);
  if (!entry || entry.owner.nonce !== nonce) return;
  clearInterval(entry.timer);
  held.delete(file);
  const found = readLock(file);
  if (found?.owner?.nonce === nonce) fs.rmSync(file, { force: true });
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const [file, { owner }] of held) releaseLock(file, owner.nonce);
  });
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces); null where there is no /proc. */
function readProcessStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}
