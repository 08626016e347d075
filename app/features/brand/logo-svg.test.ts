import { describe, expect, it } from "vitest";
import { buildLogoSvg, estimateWordmarkWidth, LOGO_MEASUREMENTS } from "./logo-svg";

describe("buildLogoSvg", () => {
  it.each(Object.entries(LOGO_MEASUREMENTS))("draws the %s logo at the component's height, with the measured wordmark width", (size, m) => {
    const logo = buildLogoSvg(size as keyof typeof LOGO_MEASUREMENTS, "light", 100.4);
    expect(logo.height).toBe(m.box);
    expect(logo.width).toBe(m.box + 8 + 101);
    expect(logo.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${logo.width}" height="${m.box}"`));
    expect(logo.svg).toContain(`<rect width="${m.box}" height="${m.box}" rx="${m.radius}" fill="#c1253b"/>`);
    expect(logo.svg).toContain(`font-size="${m.fontSize}"`);
    expect(logo.svg).toContain('textLength="101"');
    expect(logo.svg).toContain('Listing<tspan fill="#c1253b">Lift</tspan></text>');
  });

  it("uses the dark theme's colours for dark backgrounds", () => {
    const { svg } = buildLogoSvg("md", "dark");
    expect(svg).toContain('fill="#ef656b"');
    expect(svg).toContain('stroke="#070b14"');
    expect(svg).toContain('fill="#eceff2"');
  });

  it("centres the 24-unit house icon in the square", () => {
    expect(buildLogoSvg("lg", "light").svg).toContain('<g transform="translate(10 10) scale(1.17)"');
  });

  it("estimates the wordmark when it cannot be measured", () => {
    expect(buildLogoSvg("sm", "light").width).toBe(28 + 8 + estimateWordmarkWidth(16));
  });

  it("is a well-formed XML document", () => {
    const { svg } = buildLogoSvg("xl", "light");
    expect(svg.match(/<(\w+)[\s>]/g)?.length).toBeGreaterThan(3);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/undefined|NaN/);
  });
});
