import { describe, expect, it } from "vitest";
import { findCliches } from "../marketplaces/cliches";
import { countCharacters } from "../marketplaces/marketplace-rules";
import { ALT_TEXT_MAX_CHARACTERS, blockingCaptionFailures, CAPTION_MAX_CHARACTERS, checkCaption } from "./caption-rules";
import { cleanFeatures, composeCaption, withArticle } from "./compose-caption";
import { PHOTO_ROOM_TYPES, SUGGESTED_FEATURES } from "./room-types";

describe("composeCaption", () => {
  it("names the room and the picked features, and nothing else", () => {
    expect(composeCaption({ roomType: "bedroom", features: ["queen bed", "desk", "garden view"] })).toEqual({
      caption: "Bedroom with a queen bed, a desk and a garden view",
      altText: "A bedroom with a queen bed, a desk and a garden view.",
      featuresUsed: ["queen bed", "desk", "garden view"],
    });
  });

  it("writes the room alone when no feature was picked", () => {
    expect(composeCaption({ roomType: "kitchen", features: [] })).toMatchObject({ caption: "Kitchen", altText: "The kitchen." });
  });

  it("for 'other' the features are the caption", () => {
    expect(composeCaption({ roomType: "other", features: ["record player", "board games"] }).caption).toBe("A record player and board games");
  });

  it("calls a bright indoor photo bright, as its measures show, and says nothing of a darker one", () => {
    const picks = { roomType: "bedroom" as const, features: ["queen bed", "blackout blinds"] };
    expect(composeCaption({ ...picks, measures: { brightness: 170 } })).toMatchObject({
      caption: "Bright bedroom with a queen bed and blackout blinds",
      altText: "A bright bedroom with a queen bed and blackout blinds.",
    });
    expect(composeCaption({ ...picks, measures: { brightness: 90 } }).caption).toBe("Bedroom with a queen bed and blackout blinds");
    expect(composeCaption({ roomType: "view", features: ["sea view"], measures: { brightness: 200 } }).caption).toBe("Sea view");
  });

  it("lets a view photo's views be its caption, not 'View with a sea view'", () => {
    expect(composeCaption({ roomType: "view", features: ["sea view", "mountain views"] })).toMatchObject({
      caption: "Sea view and mountain views",
      altText: "A sea view and mountain views from the home.",
    });
    expect(composeCaption({ roomType: "view", features: ["harbour lights"] })).toMatchObject({ caption: "View of harbour lights", altText: "The view of harbour lights." });
  });

  it("drops repeated and empty features, and trailing punctuation", () => {
    expect(cleanFeatures([" Desk ", "desk", "", "sea view."])).toEqual(["Desk", "sea view"]);
  });

  it("leaves out features from the end when the caption or alt text would pass its limit", () => {
    const features = ["hand-made oak dining table for eight", "vintage brass pendant lights", "floor-to-ceiling windows", "sliding doors to the terrace"];
    const composed = composeCaption({ roomType: "dining_area", features });
    expect(countCharacters(composed.caption)).toBeLessThanOrEqual(CAPTION_MAX_CHARACTERS);
    expect(countCharacters(composed.altText)).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARACTERS);
    expect(composed.featuresUsed).toEqual(features.slice(0, composed.featuresUsed.length));
    expect(composed.featuresUsed.length).toBeLessThan(features.length);
  });

  it("every room with all its suggested features passes every caption rule, with no stock phrase", () => {
    for (const roomType of PHOTO_ROOM_TYPES) {
      const composed = composeCaption({ roomType, features: SUGGESTED_FEATURES[roomType] });
      expect(blockingCaptionFailures(checkCaption("airbnb", composed)), roomType).toEqual([]);
      expect(findCliches(`${composed.caption} ${composed.altText}`)).toEqual([]);
    }
  });
});

describe("withArticle", () => {
  it.each([
    ["queen bed", "a queen bed"],
    ["oven", "an oven"],
    ["en-suite bathroom", "an en-suite bathroom"],
    ["EV charger", "an EV charger"],
    ["USB charger", "a USB charger"],
    ["smart TV", "a smart TV"],
    ["twin beds", "twin beds"],
    ["glass", "a glass"],
    ["natural light", "natural light"],
    ["fast wifi", "fast wifi"],
    ["two sofas", "two sofas"],
    ["the pier", "the pier"],
    ["L-shaped sofa", "an L-shaped sofa"],
    ["U-shaped kitchen", "a U-shaped kitchen"],
  ])("%s → %s", (feature, expected) => {
    expect(withArticle(feature)).toBe(expected);
  });
});

