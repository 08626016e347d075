import { buildLogoSvg, estimateWordmarkWidth, LOGO_FONT_FAMILY, LOGO_MEASUREMENTS, type LogoBackground, type LogoSvg } from "./logo-svg";
import type { LogoSize } from "../../components/layout/logo";

/** The wordmark's width in this browser's font, as the page shows it; an estimate where canvas text is unavailable. */
export function measureWordmark(size: LogoSize): number {
  const { fontSize } = LOGO_MEASUREMENTS[size];
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return estimateWordmarkWidth(fontSize);
  context.font = `700 ${fontSize}px ${LOGO_FONT_FAMILY}`;
  const measured = context.measureText("ListingLift").width - fontSize * 0.025 * 10;
  return measured > 0 ? measured : estimateWordmarkWidth(fontSize);
}

export function logoFileName(size: LogoSize, background: LogoBackground, extension: "svg" | "png"): string {
  return `listinglift-logo-${size}-${background}.${extension}`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function makeLogo(size: LogoSize, background: LogoBackground): LogoSvg {
  return buildLogoSvg(size, background, measureWordmark(size));
}

export function downloadLogoSvg(size: LogoSize, background: LogoBackground): void {
  saveBlob(new Blob([makeLogo(size, background).svg], { type: "image/svg+xml" }), logoFileName(size, background, "svg"));
}

/** Draws the SVG onto a canvas at `scale` times its size (2: sharp on high-density screens) and saves it as a PNG. */
export async function downloadLogoPng(size: LogoSize, background: LogoBackground, scale = 2): Promise<void> {
  const { svg, width, height } = makeLogo(size, background);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw on a canvas.");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The PNG could not be made."))), "image/png"),
    );
    saveBlob(png, logoFileName(size, background, "png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}
