import type { Cheerio, CheerioAPI } from "cheerio/slim";
import type { Element } from "domhandler";
import { ownText, sectionById, tagIn, textElements } from "./dom-text";
import { uniqueStrings } from "./json-access";

/** The amenity and highlight lists of a saved page. Names only: icons, group headings and buttons are left out. */

const NOT_A_NAME = tagIn("h1", "h2", "h3", "button", "del");

/**
 * Available amenities: from the "all amenities" dialog when the page was saved with it open (its label is the
 * section's heading), else the section's preview. An unavailable amenity is struck through (`<del>`, with an
 * "Unavailable: …" twin for screen readers) and is left out; a subtitle under a name is not a name.
 */
export function renderedAmenities($: CheerioAPI): string[] {
  const section = sectionById($, "AMENITIES_DEFAULT");
  const heading = section.find("h2").first().text().trim();
  const dialog = heading ? $('[role="dialog"]').filter((_, el) => $(el).attr("aria-label") === heading).first() : $([]);
  const scope = dialog.length > 0 ? dialog : section;
  const candidates = textElements(scope, NOT_A_NAME);
  const names = candidates.filter((el) => $(el).parent().children("del").length === 0 && !hasTextAncestor($, el, scope));
  return uniqueStrings(names.map((el) => ownText(el)));
}

function hasTextAncestor($: CheerioAPI, el: Element, scope: Cheerio<Element>): boolean {
  const stop = scope.get(0);
  for (let node = el.parent; node && node !== stop && node.nodeType === 1; node = node.parent) {
    if (ownText(node) !== "") return true;
  }
  return false;
}

/**
 * The listing highlights ("Dedicated workspace", "Self check-in", "Top 10% of homes"): the 2025 layout titles them
 * with `<h3>`; older layouts put the title right before its one-line explanation.
 */
export function renderedHighlights($: CheerioAPI): string[] {
  const section = sectionById($, "HIGHLIGHTS_DEFAULT");
  const titled = section.find("h3").get();
  if (titled.length > 0) return uniqueStrings(titled.map((el) => $(el).text()));
  const titles = textElements(section, tagIn("h1", "h2", "button")).filter((el) => {
    const next = $(el).next().get(0);
    return $(el).prev().length === 0 && next !== undefined && ownText(next) !== "";
  });
  return uniqueStrings(titles.map((el) => ownText(el)));
}
