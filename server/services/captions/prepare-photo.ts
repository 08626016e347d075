import sharp, { type OutputInfo, type Sharp } from "sharp";
import { MAX_PHOTO_BYTES } from "../../../contracts/captions";
import { AppError } from "../../errors";
import { measurePhoto, type PhotoMeasures } from "./measure-photo";

export type PhotoFormat = "jpeg" | "png" | "webp";

/** The longest side of the copy the vision model reads. */
export const MODEL_COPY_SIZE = 1024;
export const THUMBNAIL_SIZE = 480;
/** Larger images are refused before decoding (a decompression bomb fits in a few kilobytes). 120 megapixels. */
const MAX_INPUT_PIXELS = 120_000_000;

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

/**
 * Checks a photo by its content and makes the copies we keep: turned upright by its EXIF orientation, then every copy
 * re-encoded by sharp, which writes no metadata unless asked, so GPS and the rest of the EXIF are gone from all of them.
 */
export async function preparePhoto(bytes: Buffer, fileName: string): Promise<PreparedPhoto> {
  const format = checkPhotoFile(bytes, fileName);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // rotate() with no angle applies the EXIF orientation and drops the tag.
    upright = await encode(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate(), format).toBuffer({ resolveWithObject: true });
  } catch (error) {
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? " It has more than 120 megapixels." : "";
    throw new AppError("bad_request", `${fileName} could not be read as an image: it may be damaged or cut short.${reason}`);
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
