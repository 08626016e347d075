import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, FOREIGN_STALE_MS, lockEmbeddedDatabase, lockFileOf } from "./embedded-database-lock";

// The lock on its own, against real processes (a live one, a dead one's pid). The two-process test with a server and
// the command line is cli/embedded-database-lock.test.ts.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-lock-"));
let folders = 0;
const newFolder = () => path.join(root, `db-${++folders}`);
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

function writeLock(dataDir: string, owner: Record<string, unknown>, ageMs = 0): string {
  const file = lockFileOf(dataDir);
  fs.writeFileSync(file, JSON.stringify({ hostname: os.hostname(), processStart: null, startedAt: "2026-11-24T00:00:00.000Z", holder: "the ListingLift server", nonce: "n", ...owner }));
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}

function processStart(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

function liveProcess(): ChildProcess {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  return child;
}

describe("lockEmbeddedDatabase", () => {
  it("writes <folder>.lock with this process's pid, refuses a second holder, and removes the file on release", () => {
    const dataDir = newFolder();
    const lock = lockEmbeddedDatabase(dataDir, "the command line (db dump)");
    expect(lock.file).toBe(`${dataDir}.lock`);
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8"))).toMatchObject({ pid: process.pid, hostname: os.hostname(), holder: "the command line (db dump)" });
    expect(() => lockEmbeddedDatabase(dataDir, "again")).toThrow(DatabaseLockedError);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lockEmbeddedDatabase(dataDir, "after release").release();
  });

  it("refuses while the holder's process runs, saying who holds it and what to do", () => {
    const dataDir = newFolder();
    const holder = liveProcess();
    writeLock(dataDir, { pid: holder.pid, processStart: fs.existsSync("/proc") ? processStart(holder.pid!) : null });
    let error: unknown;
    try {
      lockEmbeddedDatabase(dataDir, "the command line (credits grant)");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`The embedded database in ${dataDir} is in use by the ListingLift server (pid ${holder.pid}`);
    expect(message).toContain("nothing was done");
    expect(message).toContain("stop the server");
    expect(message).toContain("DATABASE_URL");
  });

  it("takes over at once the lock of a process that has ended (a SIGKILLed server)", () => {
    const dataDir = newFolder();
    const ended = spawnSync("true");
    writeLock(dataDir, { pid: ended.pid });
    const lock = lockEmbeddedDatabase(dataDir, "the next server");
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (a reused pid), and one naming this process's pid", () => {
    const reused = newFolder();
    writeLock(reused, { pid: liveProcess().pid, processStart: "1" });
    lockEmbeddedDatabase(reused, "after a reboot").release();
    const ownPid = newFolder();
    writeLock(ownPid, { pid: process.pid });
    lockEmbeddedDatabase(ownPid, "a container's pid 1 again").release();
  });

  it("from another host (another container on the volume), refuses a fresh lock and takes over one left untouched", () => {
    const dataDir = newFolder();
    writeLock(dataDir, { pid: 1, hostname: "another-container" });
    expect(() => lockEmbeddedDatabase(dataDir, "here")).toThrow(/If that host is gone, delete .*db-\d+\.lock/);
    writeLock(dataDir, { pid: 1, hostname: "another-container" }, FOREIGN_STALE_MS + 1_000);
    lockEmbeddedDatabase(dataDir, "here").release();
  });

  it("treats an empty lock file as being written now, and as abandoned once it is a few seconds old", () => {
    const dataDir = newFolder();
    fs.writeFileSync(lockFileOf(dataDir), "");
    expect(() => lockEmbeddedDatabase(dataDir, "here")).toThrow(/in use by another process/);
    const old = new Date(Date.now() - 10_000);
    fs.utimesSync(lockFileOf(dataDir), old, old);
    lockEmbeddedDatabase(dataDir, "here").release();
  });
});
