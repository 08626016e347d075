import userGuide from "../../../content/user-guide.md?raw";
import privacy from "../../../content/legal/privacy.md?raw";
import terms from "../../../content/legal/terms.md?raw";
import { type ContentPageFrontMatter, parseContentPage } from "../../../core/blog/blog-posts";
import { type RenderedMarkdown, renderMarkdown } from "./render-markdown";

/** The pages written in Markdown under content/ besides the blog, by the name their errors give them. */
const SOURCES = { "user-guide": userGuide, privacy, terms } as const;

export type ContentPageName = keyof typeof SOURCES;

export type LoadedContentPage = ContentPageFrontMatter & RenderedMarkdown;

/**
 * A content page's fields, its HTML and its headings. Only the pages' loaders use this module, and they run when the
 * pages are prerendered (react-router.config.ts): the browser gets the loader's data and never the Markdown or its
 * parser (decision 052). The `.server` name makes React Router fail the build if client code imports it. A
 * bad file fails the build.
 */
export function loadContentPage(name: ContentPageName): LoadedContentPage {
  const { body, ...frontMatter } = parseContentPage(name, SOURCES[name]);
  return { ...frontMatter, ...renderMarkdown(body) };
}
