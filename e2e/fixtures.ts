import { test as base, expect, type Page } from "@playwright/test";

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

interface ConsoleWatch {
  /** Declares a console error this test causes on purpose (an aborted request, an expected 404). */
  allow(pattern: RegExp): void;
}

/** Every page test fails on a console error or an uncaught exception in the browser, unless the test expects it. */
export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors.filter((e) => !allowed.some((p) => p.test(e))), "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("listinglift-theme", value), theme);
}
