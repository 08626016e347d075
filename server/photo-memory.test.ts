import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainPng } from "../test/support/long-photos";
import { findLink, readLatestEmail } from "../test/support/outbox";
import { peakResidentMbDuring, readProcessMemoryMb } from "../test/support/process-memory";
import { type ServerProcess, startServerProcess } from "../test/support/server-process";
import { readAnswer, readError } from "../test/support/read-answer";
import { checkoutResponseSchema } from "../contracts/billing";
import { captionPhotoSchema } from "../contracts/captions";

// docs/deploy.md: "give each process 1.5 GB of memory". The server runs as its own process (embedded database included) and the
// photos go through POST /api/v1/captions as a host's would; its resident memory is read from /proc.
const PROCESS_MEMORY_MB = 1536;
const ORIGIN = "http://listinglift.test";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-photo-memory-"));
let server: ServerProcess;
let cookie: string;

async function post(endpoint: string, init: RequestInit): Promise<Response> {
  return fetch(`${server.url}${endpoint}`, { ...init, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...init.headers } });
}

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

function uploadPhoto(bytes: Buffer, fileName: string): Promise<Response> {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], fileName, { type: "image/png" }));
  return post("/api/v1/captions", { method: "POST", body: form });
}

beforeAll(async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    BASE_URL: ORIGIN,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    WEB_BUILD_DIR: path.join(dataDir, "no-build"),
    PLACES_PROVIDER: "none",
  });
  // A host with caption credits: signed up, confirmed by the e-mailed link, the Launch Special bought (demo payments).
  const email = `photos-${randomBytes(4).toString("hex")}@example.com`;
  expect((await post("/api/auth/sign-up/email", json({ email, password: "long enough pw", name: "Host" }))).status).toBe(200);
  const link = new URL(findLink(readLatestEmail(path.join(dataDir, "outbox"), email).text));
  const verified = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
  cookie = verified.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const bought = await post("/api/v1/billing/checkout", json({ plan: "launch_special" }));
  expect((await readAnswer(bought, checkoutResponseSchema.options[1])).balances).toMatchObject({ imageCaptionCredits: 50 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`photo uploads keep a server process under ${PROCESS_MEMORY_MB} MB (docs/deploy.md)`, () => {
  it("20 PNGs of 100000 × 1000 pixels in a row, then 4 at once: each refused from its header with a 400 that says why", async () => {
    const long = await plainPng(100_000, 1000);
    const pid = server.process.pid!;
    const before = readProcessMemoryMb(pid, "VmRSS");
    const statuses: number[] = [];
    const peak = await peakResidentMbDuring(pid, async () => {
      for (let i = 0; i < 20; i++) statuses.push((await uploadPhoto(long, `long-${i}.png`)).status);
      const together = await Promise.all(Array.from({ length: 4 }, (_, i) => uploadPhoto(long, `together-${i}.png`)));
      statuses.push(...together.map((res) => res.status));
      expect((await readError(together[0]!)).message).toMatch(/is 100000 × 1000 pixels; a photo may be at most 16384 pixels on a side/);
    });
    console.info(`100000 × 1000 PNGs: resident ${before} MB before, ${peak} MB at most`);
    expect(statuses).toEqual(Array(24).fill(400));
    expect(peak).toBeLessThan(PROCESS_MEMORY_MB);
  }, 180_000);

  it("48-megapixel panoramas (16000 × 3000) are taken: 4 in a row, then 4 at once, and the process stays under the figure", async () => {
    const panorama = await plainPng(16_000, 3000);
    const pid = server.process.pid!;
    const before = readProcessMemoryMb(pid, "VmRSS");
    const statuses: number[] = [];
    const peak = await peakResidentMbDuring(pid, async () => {
      for (let i = 0; i < 4; i++) statuses.push((await uploadPhoto(panorama, `panorama-${i}.png`)).status);
      const together = await Promise.all(Array.from({ length: 4 }, (_, i) => uploadPhoto(panorama, `together-${i}.png`)));
      statuses.push(...together.map((res) => res.status));
      expect(await readAnswer(together[0]!, captionPhotoSchema)).toMatchObject({ width: 4096, height: 768 });
    });
    const lifetimePeak = readProcessMemoryMb(pid, "VmHWM");
    console.info(`16000 × 3000 PNGs: resident ${before} MB before, ${peak} MB at most; the most over the process's life (its start included) ${lifetimePeak} MB`);
    expect(statuses).toEqual(Array(8).fill(201));
    expect(peak).toBeLessThan(PROCESS_MEMORY_MB);
    expect(lifetimePeak).toBeLessThan(PROCESS_MEMORY_MB);
  }, 300_000);
});
