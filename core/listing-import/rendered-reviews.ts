import type { CheerioAPI } from "cheerio/slim";
import type { Element } from "domhandler";
import type { ListingReview } from "../listing/listing";
import { blockText, isInside, ownText, tagIn, within, type ElementTest } from "./dom-text";
import { parseDecimal, toStarRating } from "./numbers";

/**
 * Review snippets from a saved page, in page order: the reviews section and, when it was open, the reviews modal.
 * Three layouts are known: 2021-22 items titled `review_<id>_title` (modal items carry `data-review-id`); 2021 and
 * 2025 items found by the reviewer's profile link. A host's response below a review is not part of its text.
 */
const PROFILE_LINK = 'a[href*="/users/show/"]';
const ANCHORS = `[data-review-id], [id^="review_"][id$="_title"], [data-section-id="REVIEWS_DEFAULT"] ${PROFILE_LINK}`;
const notText: ElementTest = (el) =>
  tagIn("a", "button", "h1", "h2", "h3", "h4", "ol")(el) ||
  (el.attribs.id ?? "").endsWith("_title") ||
  el.attribs["aria-hidden"] === "true";
const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
const DATE = new RegExp(`^(?:(?:${MONTH}) \\d{4}|(?:\\d+|a|an|one) (?:day|week|month|year)s? ago|yesterday|today)$`, "i");

/** The largest ancestor of a profile link that holds no other reviewer's link (and stays inside the section). */
function climbFromLink($: CheerioAPI, link: Element): Element {
  let container = link;
  for (let parent = link.parent; parent && parent.nodeType === 1; parent = parent.parent) {
    const el = parent as Element;
    if ($(el).find(PROFILE_LINK).length !== 1) break;
    container = el;
    if ($(el).is("[data-section-id]")) break;
  }
  return container;
}

function containerOf($: CheerioAPI, anchor: Element): Element {
  if ($(anchor).is("[data-review-id]")) return anchor;
  const item = $(anchor).closest('[data-review-id], [role="listitem"]').get(0);
  if (item?.nodeType === 1) return item as Element;
  if ($(anchor).is(PROFILE_LINK)) return climbFromLink($, anchor);
  return $(anchor).parent().parent().get(0) ?? anchor;
}

function reviewIn($: CheerioAPI, container: Element): ListingReview | null {
  const box = $(container);
  const textEl = box
    .find("span")
    .get()
    .find((span) => !within(span, notText, container) && /[\p{L}\p{N}]/u.test($(span).text()));
  if (!textEl) return null;
  const author =
    box.find('[id$="_title"] h3').first().text().trim() ||
    box.find(PROFILE_LINK).first().attr("aria-label")?.trim() ||
    box.find('[role="img"][aria-label]').first().attr("aria-label")?.trim() ||
    "";
  const dateEl = box
    .find("*")
    .get()
    .find((el) => DATE.test(ownText(el)) && el !== textEl && !isInside(el, textEl));
  const ratingLabel = box.find('[aria-label^="Rating, "]').first().attr("aria-label") ?? "";
  return {
    author,
    date: dateEl ? ownText(dateEl) : "",
    text: blockText($, textEl),
    rating: toStarRating(parseDecimal(ratingLabel)),
  };
}

export function renderedReviews($: CheerioAPI): ListingReview[] {
  const seen = new Set<Element>();
  const keys = new Set<string>();
  const reviews: ListingReview[] = [];
  $(ANCHORS).each((_, anchor) => {
    const container = containerOf($, anchor);
    if (seen.has(container)) return;
    seen.add(container);
    const review = reviewIn($, container);
    if (!review) return;
    const id = $(container).attr("data-review-id") ?? /^review_(\d+)_title$/.exec($(container).find('[id$="_title"]').attr("id") ?? "")?.[1];
    const key = id ?? `${review.author}\u0000${review.text}`;
    if (keys.has(key)) return;
    keys.add(key);
    reviews.push(review);
  });
  return reviews;
}
