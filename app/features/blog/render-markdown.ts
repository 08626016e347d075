import { Marked, type RendererObject, type Token, type Tokens } from "marked";

/**
 * Our Markdown (content/) to HTML. The content is ours, but the HTML is still made safe by construction: raw HTML in
 * the Markdown is shown as text (never run), links and images keep only http(s), mailto, site-relative and #fragment
 * addresses, external links get rel="noopener noreferrer", and images are lazy. An image title of the form "1280x720"
 * becomes its width and height, so the page does not jump when it loads.
 */
export interface MarkdownHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  /** The h2 and h3 headings in order, with the ids the HTML gives them (for a table of contents). */
  headings: MarkdownHeading[];
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const EXTERNAL_HREF = /^https?:\/\//i;
const IMAGE_SIZE = /^(\d{2,5})x(\d{2,5})$/;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** "Reading the score" → "reading-the-score"; accents are kept as plain letters. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

/** The heading's words without Markdown marks, e.g. "*Why* `50`" → "Why 50". */
function plainText(raw: string): string {
  return raw.replace(/[*_`~]/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").trim();
}

type AnchoredHeading = Tokens.Heading & { anchorId?: string };

const renderer: RendererObject = {
  html({ text }) {
    return escapeHtml(text);
  },
  heading(token) {
    const { anchorId } = token as AnchoredHeading;
    const inner = this.parser.parseInline(token.tokens);
    return `<h${token.depth}${anchorId ? ` id="${anchorId}"` : ""}>${inner}</h${token.depth}>\n`;
  },
  link({ href, title, tokens }) {
    const inner = this.parser.parseInline(tokens);
    if (!SAFE_HREF.test(href)) return inner;
    const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
    const rel = EXTERNAL_HREF.test(href) ? ' rel="noopener noreferrer"' : "";
    return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${inner}</a>`;
  },
  image({ href, title, text }) {
    if (!SAFE_HREF.test(href) || href.startsWith("#")) return escapeHtml(text);
    const size = IMAGE_SIZE.exec(title ?? "");
    const dimensions = size ? ` width="${size[1]}" height="${size[2]}"` : "";
    const titleAttribute = title && !size ? ` title="${escapeHtml(title)}"` : "";
    return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${dimensions}${titleAttribute} loading="lazy" decoding="async">`;
  },
  code({ text, lang, escaped }) {
    // A long line scrolls inside the block; the block can take focus so keyboard users can scroll it too.
    const language = lang ? ` class="language-${escapeHtml(lang.split(/\s/)[0]!)}"` : "";
    const body = escaped ? text : escapeHtml(text);
    return `<pre tabindex="0"><code${language}>${body.replace(/\n$/, "")}\n</code></pre>\n`;
  },
  table(token) {
    // A wide table scrolls inside its own box on a phone; the box can take focus so keyboard users can scroll it too.
    const head = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join("");
    const rows = token.rows.map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`);
    return `<div class="table-scroll" tabindex="0" role="region" aria-label="Table">\n<table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div>\n`;
  },
};

const markdown = new Marked({ gfm: true, async: false, renderer });

/** Gives each h2 and h3 a unique id; returns them in order. */
function anchorHeadings(tokens: Token[]): MarkdownHeading[] {
  const used = new Map<string, number>();
  const headings: MarkdownHeading[] = [];
  for (const token of tokens) {
    if (token.type !== "heading") continue;
    const heading = token as AnchoredHeading;
    if (heading.depth < 2 || heading.depth > 3) continue;
    const text = plainText(heading.text);
    const base = slugifyHeading(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    heading.anchorId = seen === 0 ? base : `${base}-${seen + 1}`;
    headings.push({ id: heading.anchorId, text, depth: heading.depth });
  }
  return headings;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.lexer(source);
  const headings = anchorHeadings(tokens);
  return { html: markdown.parser(tokens), headings };
}
