import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readExifGps } from "../../../test/support/read-exif-gps";
import { AppError } from "../../errors";
import { plainPng } from "../../../test/support/long-photos";
import { preparePhoto, sniffPhotoFormat } from "./prepare-photo";

const PHOTOS = path.resolve("fixtures/photos");
const fixture = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

/** No EXIF, XMP or IPTC block, and none of the camera's identifying text. */
async function expectNoPersonalMetadata(copy: Buffer) {
  const metadata = await sharp(copy).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(copy.includes("Exif\0\0")).toBe(false);
  expect(copy.includes("COOLPIX")).toBe(false);
  expect(await readExifGps(copy)).toBeNull();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("preparePhoto on real photographs", () => {
  it.each(["exif-gps_DSCN0010.jpg", "exif-gps_DSCN0021.jpg"])("%s: the GPS position is in the original and in none of our copies", async (name) => {
    const original = fixture(name);
    const gps = await readExifGps(original);
    expect(gps?.latitude).toBeCloseTo(43.467, 2);
    expect(gps?.longitude).toBeCloseTo(11.885, 2);
    expect(original.includes("COOLPIX")).toBe(true);

    const prepared = await preparePhoto(original, name);
    expect(prepared).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    for (const copy of [prepared.image, prepared.model, prepared.thumbnail]) await expectNoPersonalMetadata(copy);
  });

  it("makes a 1024-pixel JPEG for the model and a 480-pixel WebP thumbnail, never enlarging", async () => {
    const prepared = await preparePhoto(fixture("houses-dataset_500_bedroom.jpg"), "bedroom.jpg");
    expect(await sharp(prepared.model).metadata()).toMatchObject({ format: "jpeg", width: 1020, height: 680 });
    expect(await sharp(prepared.thumbnail).metadata()).toMatchObject({ format: "webp", width: 480, height: 320 });
    const small = await preparePhoto(fixture("places365_living-room_val_00005689.jpg"), "living.jpg");
    expect(await sharp(small.model).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it("keeps a portrait photo upright and measures it", async () => {
    const prepared = await preparePhoto(fixture("houses-dataset_201_bathroom_portrait.jpg"), "bathroom.jpg");
    expect(prepared).toMatchObject({ width: 639, height: 960 });
    expect(prepared.measures.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(prepared.measures.brightness).toBeGreaterThan(100);
  });
});

describe("preparePhoto on images made in the test", () => {
  it("turns a photo upright by its EXIF orientation, then drops the tag", async () => {
    // 300 × 200, left half red, right half blue; orientation 6 means "rotate 90° clockwise to display".
    const red = await sharp({ create: { width: 150, height: 200, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0000ff" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const prepared = await preparePhoto(sideways, "sideways.jpg");
    expect(prepared).toMatchObject({ width: 200, height: 300 });
    expect((await sharp(prepared.image).metadata()).orientation).toBeUndefined();
    // After a clockwise turn the left (red) half is on top.
    const { data } = await sharp(prepared.image).extract({ left: 100, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it.each(["png", "webp", "jpeg"] as const)("removes GPS written into a %s", async (format) => {
    const gpsExif = { IFD0: { Make: "TestCam", Model: "COOLPIX P6000" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 28/1 2814/1000", GPSLongitudeRef: "E", GPSLongitude: "11/1 53/1 6456/1000" } };
    const tagged = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#88aa66" } })
      .withExif(gpsExif)
      .toFormat(format)
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const prepared = await preparePhoto(tagged, `made.${format}`);
    expect(prepared.format).toBe(format);
    for (const copy of [prepared.image, prepared.model, prepared.thumbnail]) await expectNoPersonalMetadata(copy);
  });

  it("refuses a renamed non-image by its content, whatever its name", async () => {
    const error = await refusal(preparePhoto(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"), "beach-house.jpg"));
    expect(error.status).toBe(415);
    expect(error.message).toBe("beach-house.jpg is not a JPEG, PNG or WebP image (whatever its name says). Save it as a JPEG and try again.");
    // A GIF is an image, but not one the marketplaces take.
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    expect((await refusal(preparePhoto(gif, "x.jpg"))).status).toBe(415);
  });

  it("refuses a file over 20 MB, saying how big it is and what the limit is", async () => {
    const oversize = Buffer.concat([fixture("houses-dataset_104_bedroom.jpg"), Buffer.alloc(20 * 1024 * 1024)]);
    const error = await refusal(preparePhoto(oversize, "huge.jpg"));
    expect(error.status).toBe(413);
    expect(error.message).toBe("huge.jpg is 20.3 MB; each photo may be at most 20 MB. Export it at a smaller size and try again.");
  });

  it("refuses a damaged JPEG and a decompression bomb without decoding it", async () => {
    const cut = fixture("houses-dataset_104_bedroom.jpg").subarray(0, 4000);
    expect((await refusal(preparePhoto(cut, "cut.jpg"))).message).toBe("cut.jpg could not be read as an image: it may be damaged or cut short.");
    // A small PNG whose header claims 12000 × 12000 pixels (IHDR rewritten, its CRC recomputed).
    const bomb = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } }).png().toBuffer();
    bomb.writeUInt32BE(12_000, 16);
    bomb.writeUInt32BE(12_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    expect((await refusal(preparePhoto(bomb, "bomb.png"))).message).toBe(
      "bomb.png is 12000 × 12000 pixels (144 megapixels); a photo may be at most 50 megapixels. Export it at a smaller size (4096 pixels on the long side is plenty) and try again.",
    );
  });

  it("refuses small PNGs of 100000 × 1000 and 20000 × 1000 pixels from their headers, saying why", async () => {
    const long = await plainPng(100_000, 1000);
    expect(long.length).toBeLessThan(512 * 1024);
    const error = await refusal(preparePhoto(long, "panorama.png"));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      "panorama.png is 100000 × 1000 pixels; a photo may be at most 16384 pixels on a side. Export it at a smaller size (4096 pixels on the long side is plenty) and try again.",
    );
    expect((await refusal(preparePhoto(await plainPng(20_000, 1000), "strip.png"))).message).toMatch(/^strip\.png is 20000 × 1000 pixels; a photo may be at most 16384 pixels on a side\./);
  }, 90_000);

  it("keeps a copy at most 4096 pixels on its long side: a 48-megapixel panorama and a 24-megapixel photo are scaled down", async () => {
    const panorama = await preparePhoto(await plainPng(16_000, 3000), "panorama.png");
    expect([panorama.width, panorama.height]).toEqual([4096, 768]);
    expect(await sharp(panorama.image).metadata()).toMatchObject({ width: 4096, height: 768 });
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#445566" } }).jpeg().toBuffer();
    expect(await preparePhoto(photo, "big.jpg")).toMatchObject({ width: 4096, height: 2731 });
  }, 90_000);

  it("tells formats apart by their signatures", () => {
    expect(sniffPhotoFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffPhotoFormat(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffPhotoFormat(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("<svg xmlns="))).toBeNull();
  });
});
