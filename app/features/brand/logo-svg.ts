import type { LogoSize } from "../../components/layout/logo";

/**
 * The logo as a standalone SVG file, drawn to the same measurements as the <Logo> component (components/layout/logo.tsx):
 * a rounded square with the house icon, then the wordmark "Listing" + "Lift". The wordmark is text in the system
 * sans-serif, spaced to the width measured in the browser (textLength), so it keeps its size in any font.
 */
export type LogoBackground = "light" | "dark";

export interface LogoMeasurements {
  /** The square's side, the icon's size, the corner radius, the wordmark's font size: pixels. */
  box: number;
  icon: number;
  radius: number;
  fontSize: number;
}

/** Tailwind's sizes in logo.tsx, in pixels: size-7/rounded-md/size-4/text-base, and so on. */
export const LOGO_MEASUREMENTS: Record<LogoSize, LogoMeasurements> = {
  sm: { box: 28, icon: 16, radius: 8, fontSize: 16 },
  md: { box: 36, icon: 20, radius: 12, fontSize: 20 },
  lg: { box: 48, icon: 28, radius: 12, fontSize: 30 },
  xl: { box: 64, icon: 36, radius: 16, fontSize: 48 },
};

/** The theme's colours (app.css, oklch converted to sRGB hex so every SVG reader understands them). */
export const LOGO_COLOURS: Record<LogoBackground, { primary: string; onPrimary: string; text: string }> = {
  light: { primary: "#c1253b", onPrimary: "#fcfcfc", text: "#151b24" },
  dark: { primary: "#ef656b", onPrimary: "#070b14", text: "#eceff2" },
};

/** lucide's "house" icon on its 24-unit grid. */
const HOUSE_PATHS = [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
];

export const LOGO_FONT_FAMILY = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const GAP = 8;

/** A fair width for the wordmark when it cannot be measured: bold sans-serif letters average about half an em. */
export function estimateWordmarkWidth(fontSize: number): number {
  return Math.round("ListingLift".length * fontSize * 0.5);
}

export interface LogoSvg {
  svg: string;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function buildLogoSvg(size: LogoSize, background: LogoBackground, wordmarkWidth = estimateWordmarkWidth(LOGO_MEASUREMENTS[size].fontSize)): LogoSvg {
  const { box, icon, radius, fontSize } = LOGO_MEASUREMENTS[size];
  const colours = LOGO_COLOURS[background];
  const textWidth = Math.ceil(wordmarkWidth);
  const width = box + GAP + textWidth;
  const offset = round((box - icon) / 2);
  const scale = round(icon / 24);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${box}" viewBox="0 0 ${width} ${box}" role="img" aria-label="ListingLift">`,
    `<rect width="${box}" height="${box}" rx="${radius}" fill="${colours.primary}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${colours.onPrimary}" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">`,
    ...HOUSE_PATHS.map((d) => `<path d="${d}"/>`),
    "</g>",
    `<text x="${box + GAP}" y="${round(box / 2)}" dominant-baseline="central" font-family="${LOGO_FONT_FAMILY}" font-size="${fontSize}" font-weight="700" letter-spacing="${round(fontSize * -0.025)}" textLength="${textWidth}" lengthAdjust="spacing" fill="${colours.text}">Listing<tspan fill="${colours.primary}">Lift</tspan></text>`,
    "</svg>",
  ].join("");
  return { svg, width, height: box };
}
