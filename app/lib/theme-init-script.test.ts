import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./theme";
import { THEME_INIT_SCRIPT } from "./theme-init-script";

/** Runs the inline script against a stand-in window: storage (or storage that throws) and the system's preference. */
function runThemeInit(stored: string | null | "throws", systemDark: boolean) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    dataset: {} as Record<string, string>,
  };
  const window = {
    localStorage: {
      getItem(key: string) {
        if (stored === "throws") throw new Error("storage is off");
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
  };
  new Function("window", "document", THEME_INIT_SCRIPT)(window, { documentElement: root });
  return { dark: classes.has("dark"), theme: root.dataset.theme };
}

describe("the inline theme script", () => {
  it("applies a stored dark theme on a light system", () => {
    expect(runThemeInit("dark", false)).toEqual({ dark: true, theme: "dark" });
  });
  it("keeps a stored light theme light on a dark system", () => {
    expect(runThemeInit("light", true)).toEqual({ dark: false, theme: "light" });
  });
  it("follows the system when nothing, or something unknown, is stored", () => {
    expect(runThemeInit(null, true)).toEqual({ dark: true, theme: "system" });
    expect(runThemeInit("sepia", false)).toEqual({ dark: false, theme: "system" });
  });
  it("follows the system when storage throws (private mode)", () => {
    expect(runThemeInit("throws", true)).toEqual({ dark: true, theme: "system" });
  });
  it("is one classic script with no closing tag inside it", () => {
    expect(THEME_INIT_SCRIPT).not.toMatch(/<\/script|import |export /i);
  });
});
