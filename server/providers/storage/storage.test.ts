import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../test/support/s3-stand-in";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { FileStorage } from "./types";

let s3: S3StandIn;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-storage-"));

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: "photos", accessKeyId: "AKIATESTKEY" });
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const seams: Array<[string, () => FileStorage]> = [
  ["local folder", () => createLocalStorage(root)],
  [
    "S3 (path-style, local stand-in)",
    () =>
      createS3Storage({
        S3_BUCKET: "photos",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: "AKIATESTKEY",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: true,
      }),
  ],
];

describe.each(seams)("file storage: %s", (_name, create) => {
  it("stores, reads back with its content type, and deletes", async () => {
    const storage = create();
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await storage.put("captions/user-1/photo-1/full.jpg", body, "image/jpeg");
    expect(await storage.get("captions/user-1/photo-1/full.jpg")).toEqual({ body, contentType: "image/jpeg" });
    await storage.delete("captions/user-1/photo-1/full.jpg");
    expect(await storage.get("captions/user-1/photo-1/full.jpg")).toBeNull();
    await storage.delete("captions/user-1/photo-1/full.jpg");
  });

  it("answers null for a file that was never stored", async () => {
    expect(await create().get("captions/nobody/none.webp")).toBeNull();
  });

  it("refuses keys that could leave the storage root", async () => {
    const storage = create();
    for (const key of ["../etc/passwd", "/abs/path.jpg", "a/../../b.jpg", "a//b.jpg", "a/b c.jpg"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("S3 storage against the stand-in", () => {
  it("addresses objects path-style in the bucket, signed with the access key", async () => {
    const storage = seams[1]![1]();
    await storage.put("captions/u/p/thumb.webp", Buffer.from("webp"), "image/webp");
    const put = s3.requests.at(-1)!;
    expect(put).toMatchObject({ method: "PUT", path: "/photos/captions/u/p/thumb.webp" });
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(s3.objects.get("captions/u/p/thumb.webp")).toEqual({ body: Buffer.from("webp"), contentType: "image/webp" });
  });

  it("passes on an S3 error that outlasts the SDK's own retries (503 SlowDown)", async () => {
    const storage = seams[1]![1]();
    s3.failNext(10);
    await expect(storage.put("captions/u/p/x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
    s3.failNext(0);
  });
});

describe("local storage", () => {
  it("writes files under its root only, leaving no temporary files", async () => {
    const storage = createLocalStorage(root);
    await storage.put("captions/u/p/model.jpg", Buffer.from("jpeg"), "image/jpeg");
    expect(fs.readFileSync(path.join(root, "captions", "u", "p", "model.jpg"), "utf8")).toBe("jpeg");
    expect(fs.readdirSync(path.join(root, "captions", "u", "p"))).toEqual(["model.jpg"]);
  });
});
