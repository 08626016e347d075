import { loadSharp } from "./load-sharp";

/** dHash: 9×8 grey pixels give 8 comparisons a row, 64 bits. */
const HASH_WIDTH = 9;
const HASH_HEIGHT = 8;
/** Sharpness and brightness are measured on a grey copy of this size, so photos of any resolution compare alike. */
const MEASURE_SIZE = 512;

export interface PhotoMeasures {
  /** Perceptual difference hash, 16 hex digits: near-identical photos differ in few bits. */
  hash: string;
  /** Mean luminance, 0 (black) to 255 (white). */
  brightness: number;
  /**
   * Variance of the Laplacian of the grey image over the variance of the image itself: low when the photo is blurred.
   * Dividing by the contrast keeps a dark (low-contrast) but sharp photo from reading as blurred.
   */
  sharpness: number;
}

async function differenceHash(image: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const pixels = await sharp(image).greyscale().resize(HASH_WIDTH, HASH_HEIGHT, { fit: "fill" }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      const left = pixels[y * HASH_WIDTH + x]!;
      const right = pixels[y * HASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left < right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, "0");
}

/** Mean, and Laplacian variance over pixel variance, of a grey raster, one byte a pixel. */
export function measureGrey(pixels: Uint8Array, width: number, height: number): { brightness: number; sharpness: number } {
  let sum = 0;
  let squares = 0;
  for (const value of pixels) {
    sum += value;
    squares += value * value;
  }
  let count = 0;
  let lapSum = 0;
  let lapSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const laplacian = pixels[i - 1]! + pixels[i + 1]! + pixels[i - width]! + pixels[i + width]! - 4 * pixels[i]!;
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
      count += 1;
    }
  }
  const brightness = pixels.length === 0 ? 0 : sum / pixels.length;
  const variance = pixels.length === 0 ? 0 : squares / pixels.length - brightness * brightness;
  const lapMean = count === 0 ? 0 : lapSum / count;
  const lapVariance = count === 0 ? 0 : lapSquares / count - lapMean * lapMean;
  return { brightness, sharpness: variance < 1 ? 0 : lapVariance / variance };
}

/** The numbers the photo audit needs from the pixels: a perceptual hash, brightness and sharpness. */
export async function measurePhoto(image: Buffer): Promise<PhotoMeasures> {
  const sharp = await loadSharp();
  const grey = await sharp(image)
    .greyscale()
    .resize(MEASURE_SIZE, MEASURE_SIZE, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { brightness, sharpness } = measureGrey(grey.data, grey.info.width, grey.info.height);
  return { hash: await differenceHash(image), brightness: Math.round(brightness * 10) / 10, sharpness: Math.round(sharpness * 1000) / 1000 };
}
