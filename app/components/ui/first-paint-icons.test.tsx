import LucideArrowDown from "lucide-react/icons/arrow-down";
import LucideCheck from "lucide-react/icons/check";
import LucideHouse from "lucide-react/icons/house";
import LucideLayoutDashboard from "lucide-react/icons/layout-dashboard";
import LucideMenu from "lucide-react/icons/menu";
import LucideMoon from "lucide-react/icons/moon";
import LucideSparkles from "lucide-react/icons/sparkles";
import LucideSun from "lucide-react/icons/sun";
import LucideX from "lucide-react/icons/x";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowDown, Check, House, LayoutDashboard, Menu, Moon, Sparkles, Sun, X } from "./first-paint-icons";

type Icon = ComponentType<Omit<SVGProps<SVGSVGElement>, "ref">>;

const PAIRS: [string, Icon, Icon][] = [
  ["ArrowDown", ArrowDown, LucideArrowDown],
  ["Check", Check, LucideCheck],
  ["House", House, LucideHouse],
  ["LayoutDashboard", LayoutDashboard, LucideLayoutDashboard],
  ["Menu", Menu, LucideMenu],
  ["Moon", Moon, LucideMoon],
  ["Sparkles", Sparkles, LucideSparkles],
  ["Sun", Sun, LucideSun],
  ["X", X, LucideX],
];

/** The markup with each element's attributes in order of name: what they say is compared, not the order React wrote. */
function normalised(markup: string): string {
  return markup.replace(/<(\w+)((?: [\w-]+="[^"]*")*)(\s*\/?)>/g, (_, tag: string, attributes: string, end: string) => {
    const sorted = attributes.match(/ [\w-]+="[^"]*"/g)?.sort().join("") ?? "";
    return `<${tag}${sorted}${end}>`;
  });
}

describe("the first paint's icons draw what lucide-react draws", () => {
  it.each(PAIRS)("%s, as the header and hero use it", (_, Ours, Lucide) => {
    for (const props of [{ "aria-hidden": "true" as const }, { className: "size-4 text-primary", "aria-hidden": "true" as const }, { className: "size-5", strokeWidth: 2.25, "aria-hidden": "true" as const }]) {
      const ours = renderToStaticMarkup(<Ours {...props} />);
      expect(normalised(ours)).toBe(normalised(renderToStaticMarkup(<Lucide {...props} />)));
    }
  });
});
