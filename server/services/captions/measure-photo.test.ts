import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BLURRED_BELOW_SHARPNESS, DARK_BELOW_BRIGHTNESS, hammingDistance, NEAR_DUPLICATE_MAX_BITS } from "../../../core/captions/audit-rules";
import { measureGrey, measurePhoto } from "./measure-photo";

// The audit's thresholds (core/captions/audit-rules.ts) were set on these real listing photos: this shows they hold.
const PHOTOS = path.resolve("fixtures/photos");
const names = fs.readdirSync(PHOTOS).filter((name) => name.endsWith(".jpg"));
const upright = (name: string) => sharp(fs.readFileSync(path.join(PHOTOS, name))).rotate().toBuffer();

describe("measurePhoto on the real photographs", () => {
  it("finds none of them too dark or blurred, and their darkened or blurred copies all are", async () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const name of names) {
      const photo = await upright(name);
      const measures = await measurePhoto(photo);
      expect(measures.brightness, name).toBeGreaterThan(DARK_BELOW_BRIGHTNESS);
      expect(measures.sharpness, name).toBeGreaterThan(BLURRED_BELOW_SHARPNESS);
      const dark = await measurePhoto(await sharp(photo).linear(0.25, 0).jpeg().toBuffer());
      expect(dark.brightness, `${name} darkened`).toBeLessThan(DARK_BELOW_BRIGHTNESS);
      expect(dark.sharpness, `${name} darkened is still sharp`).toBeGreaterThan(BLURRED_BELOW_SHARPNESS);
      const blurred = await measurePhoto(await sharp(photo).blur(3).jpeg().toBuffer());
      expect(blurred.sharpness, `${name} blurred`).toBeLessThan(BLURRED_BELOW_SHARPNESS);
    }
  });

  it("tells every two different photos apart, and finds a re-saved, resized or cropped copy the same", async () => {
    const hashes = await Promise.all(names.map(async (name) => (await measurePhoto(await upright(name))).hash));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hammingDistance(hashes[i]!, hashes[j]!), `${names[i]} vs ${names[j]}`).toBeGreaterThan(NEAR_DUPLICATE_MAX_BITS);
      }
    }
    const original = await upright("houses-dataset_104_bedroom.jpg");
    const base = (await measurePhoto(original)).hash;
    const resaved = await sharp(original).resize(800).modulate({ brightness: 1.1 }).jpeg({ quality: 55 }).toBuffer();
    const cropped = await sharp(original).extract({ left: 20, top: 15, width: 980, height: 650 }).png().toBuffer();
    for (const copy of [resaved, cropped]) {
      expect(hammingDistance(base, (await measurePhoto(copy)).hash)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_BITS);
    }
  });
});

describe("measureGrey", () => {
  it("a flat image has no sharpness; a checkerboard has a lot, at any contrast", () => {
    expect(measureGrey(new Uint8Array(16).fill(128), 4, 4)).toEqual({ brightness: 128, sharpness: 0 });
    const board = (dark: number, light: number) => Uint8Array.from({ length: 64 }, (_, i) => (((i % 8) + Math.floor(i / 8)) % 2 === 0 ? dark : light));
    expect(measureGrey(board(0, 255), 8, 8).sharpness).toBeGreaterThan(10);
    expect(measureGrey(board(0, 40), 8, 8).sharpness).toBeCloseTo(measureGrey(board(0, 255), 8, 8).sharpness, 5);
  });
});
