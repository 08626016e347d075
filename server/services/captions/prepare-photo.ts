import type { OutputInfo, Sharp } from "sharp";
import { loadSharp } from "./load-sharp";
import { MAX_PHOTO_BYTES } from "../../../contracts/captions";
import { AppError } from "../../errors";
import { measurePhoto, type PhotoMeasures } from "./measure-photo";
import { withPhotoSlot } from "./photo-slots";

// libvips' cache of recent operations keeps decoded images alive between uploads that never repeat: off.

export type PhotoFormat = "jpeg" | "png" | "webp";

/** The longest side of the copy the vision model reads. */
export const MODEL_COPY_SIZE = 1024;
export const THUMBNAIL_SIZE = 480;
/**
 * Larger images are refused from their header, before decoding (a decompression bomb fits in a few kilobytes). 50
 * megapixels takes the largest phone photos (48 MP, 8064 × 6048) and nothing a listing needs is larger (decision 027).
 */
export const MAX_PHOTO_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
/** Longer sides are refused too: a phone's panorama fits, while a thin strip (49000 × 1000) costs hundreds of MB to decode. */
export const MAX_PHOTO_SIDE = 16_384;
/** The longest side of the full-size copy we keep: more than any marketplace shows, and it bounds decoding (decision 027). */
export const KEPT_COPY_SIZE = 4096;

export interface PreparedPhoto {
  format: PhotoFormat;
  /** After orientation was fixed. */
  width: number;
  height: number;
  /** Full size, upright, re-encoded without EXIF, XMP or IPTC (no GPS, camera serial or date). */
  image: Buffer;
  /** JPEG, longest side 1024 px: what the vision model reads. */
  model: Buffer;
  /** WebP, longest side 480 px. */
  thumbnail: Buffer;
  measures: PhotoMeasures;
}

/** The format by the file's first bytes (its signature), never by its name or the browser's claimed type. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** Rounded up, so a file just over the limit never reads as equal to it. */
function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

/** Refuses what is not a photo we take, with a message that names the file and says why. */
export function checkPhotoFile(bytes: Uint8Array, fileName: string): PhotoFormat {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new AppError("payload_too_large", `${fileName} is ${megabytes(bytes.length)}; each photo may be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB. Export it at a smaller size and try again.`);
  }
  if (bytes.length === 0) throw new AppError("bad_request", `${fileName} is empty.`);
  const format = sniffPhotoFormat(bytes);
  if (format === null) {
    throw new AppError("unsupported_media_type", `${fileName} is not a JPEG, PNG or WebP image (whatever its name says). Save it as a JPEG and try again.`);
  }
  return format;
}

function encode(pipeline: Sharp, format: PhotoFormat): Sharp {
  if (format === "png") return pipeline.png({ compressionLevel: 8 });
  if (format === "webp") return pipeline.webp({ quality: 90 });
  return pipeline.jpeg({ quality: 90 });
}

const unreadable = (fileName: string) => new AppError("bad_request", `${fileName} could not be read as an image: it may be damaged or cut short.`);

/** Refuses an image over MAX_PHOTO_MEGAPIXELS by the size its header gives, without decoding it. */
async function checkPixels(bytes: Buffer, fileName: string): Promise<void> {
  const sharp = await loadSharp();
  // metadata() reads the header only; without limitInputPixels: false it would refuse the bomb with no reason given.
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw unreadable(fileName);
  });
  if (!width || !height) throw unreadable(fileName);
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    throw new AppError(
      "bad_request",
      `${fileName} is ${width} × ${height} pixels; a photo may be at most ${MAX_PHOTO_SIDE} pixels on a side. Export it at a smaller size (${KEPT_COPY_SIZE} pixels on the long side is plenty) and try again.`,
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    const megapixels = Math.ceil((width * height) / 1_000_000);
    throw new AppError(
      "bad_request",
      `${fileName} is ${width} × ${height} pixels (${megapixels} megapixels); a photo may be at most ${MAX_PHOTO_MEGAPIXELS} megapixels. Export it at a smaller size (${KEPT_COPY_SIZE} pixels on the long side is plenty) and try again.`,
    );
  }
}

/**
 * Checks a photo by its content and makes the copies we keep: turned upright by its EXIF orientation, at most
 * KEPT_COPY_SIZE on its long side, then every copy re-encoded by sharp, which writes no metadata unless asked, so GPS
 * and the rest of the EXIF are gone from all of them. At most PHOTOS_AT_ONCE are decoded at a time in a process.
 */
export async function preparePhoto(bytes: Buffer, fileName: string): Promise<PreparedPhoto> {
  const format = checkPhotoFile(bytes, fileName);
  await checkPixels(bytes, fileName);
  return withPhotoSlot(() => makeCopies(bytes, fileName, format));
}

async function makeCopies(bytes: Buffer, fileName: string, format: PhotoFormat): Promise<PreparedPhoto> {
  const sharp = await loadSharp();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // rotate() with no angle applies the EXIF orientation and drops the tag. Resizing in the same pipeline lets libvips
    // shrink a JPEG or WebP while decoding it, and sequentialRead streams a PNG through instead of holding it whole.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn: "error" })
      .rotate()
      .resize(KEPT_COPY_SIZE, KEPT_COPY_SIZE, { fit: "inside", withoutEnlargement: true });
    upright = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable(fileName);
  }
  const image = upright.data;
  const model = await sharp(image)
    .resize(MODEL_COPY_SIZE, MODEL_COPY_SIZE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer();
  const thumbnail = await sharp(image).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  return { format, width: upright.info.width, height: upright.info.height, image, model, thumbnail, measures: await measurePhoto(model) };
}
