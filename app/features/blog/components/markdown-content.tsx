import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../../lib/cn";
import { PROSE_CLASSES } from "./prose-classes";

const FILE_PATH = /\.[a-z0-9]+$/i;

/** A link the web app shows itself: same site, not the API, not a file (the RSS feed, an image). */
function isAppLink(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) return false;
  return !FILE_PATH.test(href.split(/[?#]/)[0] ?? "");
}

/**
 * HTML rendered from our own Markdown (render-markdown.ts makes it safe). Links to our own pages navigate inside the
 * app instead of reloading it; modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function MarkdownContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function followAppLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (!href || !isAppLink(href)) return;
    event.preventDefault();
    void navigate(href);
  }

  return <div className={cn(PROSE_CLASSES, className)} onClick={followAppLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
