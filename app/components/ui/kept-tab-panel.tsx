import { clsx } from "clsx";
import { type ComponentProps, useId } from "react";

/**
 * A tab panel that stays in the page while another tab is chosen, for Radix `Tabs` whose panels all are (the sample
 * listings, the grader's two forms). Radix's `Tabs.Content` with `forceMount` draws the same markup, but through Radix
 * `Presence`, which reads each panel's computed animation name when it mounts: a forced style pass over the new content
 * in the task that mounts it (about half of a 90 ms task at 4x when the sample listings' band loads). These panels
 * never animate in or out, so nothing here needs it. A panel not chosen is hidden by the style sheet (its `data-state`).
 * The ids tie each panel to its tab (`useTabPanelIds`): spread `{...ids.forTab(value)}` on the `Tabs.Trigger`, which
 * takes them over its own.
 */
export function KeptTabPanel({ ids, value, chosen, className, ...props }: ComponentProps<"div"> & { ids: TabPanelIds; value: string; chosen: boolean }) {
  return (
    <div
      role="tabpanel"
      id={ids.panel(value)}
      aria-labelledby={ids.tab(value)}
      data-state={chosen ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={0}
      className={clsx(className, "data-[state=inactive]:hidden")}
      {...props}
    />
  );
}

export interface TabPanelIds {
  tab(value: string): string;
  panel(value: string): string;
  /** The tab's own id and the panel it controls, for its `Tabs.Trigger`. */
  forTab(value: string): { id: string; "aria-controls": string };
}

/**
 * The ids of a tab list's tabs and panels, the same on the server and in the browser (React's `useId`), in Radix's own
 * form (`…-trigger-miami`, `…-content-miami`): a tab's id still ends in its value.
 */
export function useTabPanelIds(): TabPanelIds {
  const base = useId();
  const tab = (value: string) => `${base}-trigger-${value}`;
  const panel = (value: string) => `${base}-content-${value}`;
  return { tab, panel, forTab: (value) => ({ id: tab(value), "aria-controls": panel(value) }) };
}
