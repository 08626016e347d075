import sharp from "sharp";

/**
 * Reads the GPS position from a photo's EXIF (TIFF IFD0 → GPS IFD, tags 1-4), so tests can show a fixture has one
 * and our copies do not. Only what the tests need: rational degrees, minutes, seconds.
 */
export async function readExifGps(image: Buffer): Promise<{ latitude: number; longitude: number } | null> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return null;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12).map((at) => ({ tag: u16(at), at }));
  const gpsEntry = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  if (!gpsEntry) return null;
  const gps = entries(u32(gpsEntry.at + 8));
  const ref = (tag: number) => tiff.toString("latin1", gps.find((e) => e.tag === tag)!.at + 8, gps.find((e) => e.tag === tag)!.at + 9);
  const degrees = (tag: number) => {
    const offset = u32(gps.find((e) => e.tag === tag)!.at + 8);
    const [d, m, s] = [0, 1, 2].map((i) => u32(offset + i * 8) / u32(offset + i * 8 + 4));
    return d! + m! / 60 + s! / 3600;
  };
  return { latitude: degrees(2) * (ref(1) === "S" ? -1 : 1), longitude: degrees(4) * (ref(3) === "W" ? -1 : 1) };
}
