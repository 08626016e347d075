import type { CheerioAPI } from "cheerio/slim";
import { blockText, cleanText, imageSource, ownText, sectionById, textParts } from "./dom-text";

/**
 * The host as a saved page shows them: "Hosted by Brian" (2021-22 host card, 2025 host overview), the 2025 "Meet your
 * host" card, the Superhost badge, the photo and (2021-22) the about text under the card's heading.
 */
export interface RenderedHost {
  name: string;
  profileImage: string;
  isSuperHost: boolean;
  about: string;
}

const HOST_SECTIONS = ["HOST_PROFILE_DEFAULT", "HOST_OVERVIEW_DEFAULT", "MEET_YOUR_HOST"] as const;

export function renderedHost($: CheerioAPI, nameFromOverview: string): RenderedHost {
  const sections = HOST_SECTIONS.map((id) => sectionById($, id));
  const text = sections.map((section) => textParts(section)).join(" | ");
  const hostedBy = /(?:^|\| )Hosted by ([^|]+?)(?: \||$)/i.exec(text)?.[1]?.trim();
  const cardName = cleanText(sectionById($, "MEET_YOUR_HOST").find("section h2").first().text());
  const learnMore = /Learn more about (?:the host, )?([^|]+?)\.(?: \||$)/i.exec(text)?.[1]?.trim();
  // The host's photo; the narrow 2022 layout shows it only beside the overview heading.
  const images = [...sections, sectionById($, "OVERVIEW_DEFAULT")].flatMap((section) => section.find("img").get());
  const image = images.map((img) => imageSource(img)).find((src) => src !== "");
  return {
    name: hostedBy || nameFromOverview || cardName || learnMore || "",
    profileImage: image ?? "",
    isSuperHost: /(?:^|\| )Superhost(?: \||$)|is a superhost/i.test(text),
    about: aboutText($),
  };
}

/** The 2021-22 card's about text: the longest paragraph after its "Hosted by" heading and before its first sub-heading. */
function aboutText($: CheerioAPI): string {
  const section = sectionById($, "HOST_PROFILE_DEFAULT");
  let afterHeading = false;
  let about = "";
  for (const el of section.find("*").get()) {
    if ($(el).is("h3")) break;
    if ($(el).is("h2")) afterHeading = true;
    if (!afterHeading || !$(el).is("span") || $(el).closest("li, button, a").length > 0 || ownText(el) === "") continue;
    const text = blockText($, el);
    if (text.length > about.length) about = text;
  }
  return about;
}
