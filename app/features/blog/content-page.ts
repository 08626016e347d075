import { type ContentPageFrontMatter, parseContentPage } from "../../../core/blog/blog-posts";
import { type RenderedMarkdown, renderMarkdown } from "./render-markdown";

export type LoadedContentPage = ContentPageFrontMatter & RenderedMarkdown;

/**
 * A page written in Markdown under content/ (the user guide, privacy, terms). Each route imports its own file with
 * Vite's `?raw`, so a page's text ships only with that page.
 */
export function loadContentPage(name: string, source: string): LoadedContentPage {
  const { body, ...frontMatter } = parseContentPage(name, source);
  return { ...frontMatter, ...renderMarkdown(body) };
}
