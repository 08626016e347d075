import path from "node:path";
import { eq } from "drizzle-orm";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { captionPhotoSchema } from "../../contracts/captions";
import { readAnswer } from "../../test/support/read-answer";
import { countRows } from "../../test/support/table-counts";
import { useTestApp } from "../../test/support/test-app";
import { captionPhotos } from "../db/schema/captions";
import { expectError } from "../../test/support/billing-requests";
import { createHost, type HostAccount, listFiles, readCaptionBalance, readFixture } from "../../test/support/caption-requests";
import { expectSafeAnswer } from "../../test/support/expect-safe-answer";
import { COUNTED_TABLES } from "../../test/support/fuzz-requests";

// Photo uploads whose name and declared type lie. The rule: the bytes decide. A file that is not a JPEG, PNG or WebP
// by its signature is refused whatever it claims; a real photo is taken as what its bytes are, whatever it claims.
const t = useTestApp({ env: { TRUST_PROXY: "true" } });
let host: HostAccount;
const uploads = () => path.join(t.env.dataDir, "uploads");
const PHOTO = "houses-dataset_104_bedroom.jpg";

beforeAll(async () => {
  host = await createHost(t, 5);
});

function upload(bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], fileName, { type }));
  form.set("roomType", "bedroom");
  return t.app.request("/api/v1/captions", { method: "POST", body: form, headers: { cookie: host.cookie } });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few hundred bytes whose header claims 50 000 × 50 000 pixels (7.5 GB decoded). */
function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(Buffer.alloc(1024))), pngChunk("IEND", Buffer.alloc(0))]);
}

async function expectRefusedAndNothingKept(response: Response, status: number, code: string, message: RegExp) {
  await expectSafeAnswer(response.clone(), "upload");
  await expectError(response, status, code, message);
}

describe("POST /captions with files that lie about what they are", () => {
  it("refuses each with a clear 4xx, charges nothing, stores no file and no row", async () => {
    const photo = readFixture(PHOTO);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const gif = await sharp(photo).resize(64).gif().toBuffer();
    const cases: [string, Uint8Array, string, string, number, string, RegExp][] = [
      ["a text file named .jpg, declared image/jpeg", Buffer.from("just some notes\n"), "notes.jpg", "image/jpeg", 415, "unsupported_media_type", /^notes\.jpg is not a JPEG, PNG or WebP image/],
      ["an HTML page declared image/png", Buffer.from("<!doctype html><script>alert(1)</script>"), "page.png", "image/png", 415, "unsupported_media_type", /^page\.png is not a JPEG, PNG or WebP image/],
      ["an SVG with a script, declared image/svg+xml", Buffer.from(svg), "logo.svg", "image/svg+xml", 415, "unsupported_media_type", /^logo\.svg is not a JPEG/],
      ["an SVG with a script, named .jpg", Buffer.from(svg), "logo.jpg", "image/jpeg", 415, "unsupported_media_type", /^logo\.jpg is not a JPEG/],
      ["a real GIF (a format we do not take)", gif, "anim.gif", "image/gif", 415, "unsupported_media_type", /^anim\.gif is not a JPEG/],
      ["a JPEG cut short", photo.subarray(0, Math.floor(photo.length / 3)), "cut.jpg", "image/jpeg", 400, "bad_request", /^cut\.jpg could not be read as an image: it may be damaged or cut short\.$/],
      ["a JPEG signature and nothing else", photo.subarray(0, 3), "stub.jpg", "image/jpeg", 400, "bad_request", /^stub\.jpg could not be read as an image/],
      ["a zero-byte file", new Uint8Array(0), "empty.jpg", "image/jpeg", 400, "bad_request", /^empty\.jpg is empty\.$/],
      ["a PNG claiming 50 000 × 50 000 pixels", decompressionBombPng(), "bomb.png", "image/png", 400, "bad_request", /^bomb\.png is 50000 × 50000 pixels; a photo may be at most 16384 pixels on a side\./],
    ];
    const balance = await readCaptionBalance(t, host.cookie);
    const files = listFiles(uploads()).length;
    const rows = await countRows(t.database.db, COUNTED_TABLES);
    for (const [label, bytes, fileName, type, status, code, message] of cases) {
      const started = Date.now();
      await expectRefusedAndNothingKept(await upload(bytes, fileName, type), status, code, message);
      expect(Date.now() - started, `${label}: refused without decoding it`).toBeLessThan(5_000);
    }
    expect(await readCaptionBalance(t, host.cookie)).toBe(balance);
    expect(listFiles(uploads()).length).toBe(files);
    expect(await countRows(t.database.db, COUNTED_TABLES)).toEqual(rows);
  });

  it("takes a real photo by its bytes whatever type and name it claims, and keeps it as what its bytes are", async () => {
    const png = await sharp(readFixture(PHOTO)).png().toBuffer();
    for (const [bytes, fileName, type, format] of [
      [png, "really-a-png.gif", "image/gif", "png"],
      [readFixture(PHOTO), "bedroom.png", "text/plain", "jpeg"],
      [readFixture(PHOTO), "bedroom", "application/octet-stream", "jpeg"],
    ] as const) {
      const before = await readCaptionBalance(t, host.cookie);
      const response = await upload(bytes, fileName, type);
      expect(response.status, fileName).toBe(201);
      const photo = await readAnswer(response, captionPhotoSchema);
      expect(photo.fileName).toBe(fileName);
      const [row] = await t.database.db.select({ format: captionPhotos.format }).from(captionPhotos).where(eq(captionPhotos.fileName, fileName));
      expect(row!.format, fileName).toBe(format);
      expect(await readCaptionBalance(t, host.cookie)).toBe(before - 1);
    }
  });
});
