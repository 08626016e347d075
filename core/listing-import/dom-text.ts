import { load, type Cheerio, type CheerioAPI } from "cheerio/slim";
import type { AnyNode, Element } from "domhandler";

/** Text out of HTML: fragments from JSON (`htmlText`), and small, fast readers over a saved page's DOM. */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export type ElementTest = (el: Element) => boolean;

function asElement(node: AnyNode | null): Element | null {
  return node !== null && node.nodeType === ELEMENT_NODE ? (node as Element) : null;
}

/** Matches elements by tag name. */
export function tagIn(...names: readonly string[]): ElementTest {
  return (el) => names.includes(el.name);
}

/** Text as a browser lays it out: runs of white space (line breaks of a pretty-printed file too) are one space. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The element's own text (its direct text nodes): "2 guests" of `<li>2 guests<span>·</span></li>`. */
export function ownText(el: AnyNode): string {
  if (!("children" in el)) return "";
  let text = "";
  for (const child of el.children) if (child.nodeType === TEXT_NODE && "data" in child) text += child.data;
  return cleanText(text);
}

const LINE_BREAK = "\u2028";

/** The element's text with `<br>` kept as line breaks (and nothing else: saved files may be pretty-printed). */
export function blockText($: CheerioAPI, el: AnyNode): string {
  const copy = $(el).clone();
  copy.find("br").replaceWith(LINE_BREAK);
  copy.find("button").remove();
  const text = copy.text().replace(/[^\S\u2028]+/g, " ").replaceAll(LINE_BREAK, "\n");
  return tidyLines(text);
}

/** Every own text and aria-label under the elements, joined by " | " so that patterns do not run across. */
export function textParts(scope: Cheerio<AnyNode>): string {
  const parts: string[] = [];
  const visit = (node: AnyNode): void => {
    const el = asElement(node);
    if (!el) return;
    const label = el.attribs["aria-label"];
    if (label) parts.push(label.trim());
    const own = ownText(el);
    if (own) parts.push(own);
    for (const child of el.children) visit(child);
  };
  scope.each((_, node) => visit(node));
  return parts.join(" | ");
}

export function sectionById($: CheerioAPI, ...ids: readonly string[]): Cheerio<Element> {
  for (const id of ids) {
    const found = $(`[data-section-id="${id}"]`).first();
    if (found.length > 0) return found;
  }
  return $([]);
}

/** True when `el` or one of its ancestors below `stop` passes the test. */
export function within(el: Element, test: ElementTest, stop: AnyNode): boolean {
  for (let node: Element | null = el; node && node !== stop; node = asElement(node.parent)) {
    if (test(node)) return true;
  }
  return false;
}

/** True when `el` sits inside `ancestor`. */
export function isInside(el: AnyNode, ancestor: AnyNode): boolean {
  for (let node = el.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
}

/** Elements under `scope` that hold their own text, in document order, skipping those inside `exclude`. */
export function textElements(scope: Cheerio<Element>, exclude: ElementTest): Element[] {
  const root = scope.get(0);
  if (!root) return [];
  return scope
    .find("*")
    .get()
    .filter((el) => ownText(el) !== "" && !within(el, exclude, root));
}

/** An image's real address: saved pages keep it in `data-original-uri` and point `src` at a local copy. */
export function imageSource(img: Element): string {
  const candidates = [img.attribs["data-original-uri"], img.attribs.src];
  return candidates.find((src): src is string => src !== undefined && /^https?:\/\//.test(src)) ?? "";
}

/**
 * Plain text from a marketplace HTML fragment ("…<br /><br /><b>The space</b><br />…"): line breaks kept, tags
 * dropped, entities decoded, runs of blank lines shortened.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return tidyLines(html);
  const $ = load(html, null, false);
  $("br").replaceWith("\n");
  $("p, div, li").each((_, el) => {
    $(el).append("\n");
  });
  return tidyLines($.root().text());
}

/** Trims each line, joins runs of spaces, keeps at most one blank line in a row. */
export function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
