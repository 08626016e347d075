import { clsx } from "clsx";
import type { SVGProps } from "react";

type IconElement = readonly ["path", { d: string }] | readonly ["rect", Record<"width" | "height" | "x" | "y" | "rx", string>] | readonly ["circle", Record<"cx" | "cy" | "r", string>];
type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;

/**
 * An icon component that draws `elements` on lucide's 24-unit grid, with the attributes lucide-react gives and its
 * classes: `lucide`, then `lucide-<name>` for the icon's name and each of its older names.
 */
function drawnIcon(names: readonly string[], elements: readonly IconElement[]) {
  const iconClasses = ["lucide", ...names.map((name) => `lucide-${name}`)];
  function Icon({ className, strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={clsx(iconClasses, className)}
        {...props}
      >
        {/* The list never changes, so each element's place is its key. */}
        {elements.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  }
  return Icon;
}

// Decision 059: the icons of the first paint (the header, the logo, the theme button and the home page's hero) are
// drawn here, not by lucide-react, whose icon component and its helpers every page otherwise loaded before it ran
// (1.5 KB gzipped). The drawings are lucide's (ISC licence), element for element, and each renders the markup
// lucide-react's icon of the same name renders: first-paint-icons.test.tsx holds them to the installed version.
// Everywhere else the app uses lucide-react.

export const ArrowDown = /* @__PURE__ */ drawnIcon(["arrow-down"], [
  ["path", { d: "M12 5v14" }],
  ["path", { d: "m19 12-7 7-7-7" }],
]);
export const Check = /* @__PURE__ */ drawnIcon(["check"], [["path", { d: "M20 6 9 17l-5-5" }]]);
export const House = /* @__PURE__ */ drawnIcon(["house", "home"], [
  ["path", { d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" }],
  ["path", { d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" }],
]);
export const LayoutDashboard = /* @__PURE__ */ drawnIcon(["layout-dashboard"], [
  ["rect", { width: "7", height: "9", x: "3", y: "3", rx: "1" }],
  ["rect", { width: "7", height: "5", x: "14", y: "3", rx: "1" }],
  ["rect", { width: "7", height: "9", x: "14", y: "12", rx: "1" }],
  ["rect", { width: "7", height: "5", x: "3", y: "16", rx: "1" }],
]);
export const Menu = /* @__PURE__ */ drawnIcon(["menu"], [
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
]);
export const Moon = /* @__PURE__ */ drawnIcon(["moon"], [
  ["path", { d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" }],
]);
export const Sparkles = /* @__PURE__ */ drawnIcon(["sparkles", "stars"], [
  [
    "path",
    {
      d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
    },
  ],
  ["path", { d: "M20 2v4" }],
  ["path", { d: "M22 4h-4" }],
  ["circle", { cx: "4", cy: "20", r: "2" }],
]);
export const Sun = /* @__PURE__ */ drawnIcon(["sun"], [
  ["circle", { cx: "12", cy: "12", r: "4" }],
  ["path", { d: "M12 2v2" }],
  ["path", { d: "M12 20v2" }],
  ["path", { d: "m4.93 4.93 1.41 1.41" }],
  ["path", { d: "m17.66 17.66 1.41 1.41" }],
  ["path", { d: "M2 12h2" }],
  ["path", { d: "M20 12h2" }],
  ["path", { d: "m6.34 17.66-1.41 1.41" }],
  ["path", { d: "m19.07 4.93-1.41 1.41" }],
]);
export const X = /* @__PURE__ */ drawnIcon(["x"], [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
