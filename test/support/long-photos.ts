import sharp from "sharp";

/**
 * A plain PNG of width × height: a few hundred kilobytes at most whatever its pixels (one colour compresses well), the
 * shape of the photos that once took hundreds of MB to re-encode (issue 18: 100000 × 1000).
 */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#7a9cc6" }, limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
}
