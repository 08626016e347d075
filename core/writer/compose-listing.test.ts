import { describe, expect, it } from "vitest";
import { readGraderInput } from "../grader/read-grader-input";
import { scoreDescription } from "../grader/score-description";
import { scoreTitle } from "../grader/score-title";
import { findListingProblems } from "./check-generated-listing";
import { composeListing, composeSection, OFFLINE_WRITER_LANGUAGES } from "./compose-listing";
import { joinDescription, listingTextsSchema, SECTION_KEYS, type ListingTexts } from "./generated-listing";
import type { PropertyFacts } from "./property-facts";
import { readHome } from "./offline-writer/home";
import { listTitleAdjectives } from "./offline-writer/title-parts";
import { createFacts, createPoint } from "../../test/support/writer/create-facts";

const RICH_AMENITIES = [
  "Wifi", "Kitchen", "Refrigerator", "Microwave", "Stove", "Oven", "Cooking basics", "Dishes and silverware",
  "Coffee maker: Nespresso", "Dishwasher", "Washer", "Dryer", "Iron", "Hangers", "Bed linens", "Extra pillows and blankets",
  "Hair dryer", "Shampoo", "Body soap", "Essentials", "TV", "Books and reading material", "Heating", "Air conditioning",
  "Dedicated workspace", "Private patio or balcony", "Smoke alarm", "First aid kit", "Self check-in", "Lockbox",
];

const POINTS = [
  createPoint(),
  createPoint({ name: "Santa Apolónia", category: "transit", distanceMeters: 650, walkMinutes: 8 }),
  createPoint({ name: "Taberna da Rua", category: "food", distanceMeters: 120, walkMinutes: 2 }),
  createPoint({ name: "Mercado de Alfama", category: "groceries", distanceMeters: 2600, walkMinutes: 33 }),
];

function problemsOf(texts: ListingTexts, facts: PropertyFacts, points = POINTS, marketplace: "airbnb" | "vrbo" | "booking" = "airbnb") {
  return findListingProblems(texts, facts, points, { marketplace }).filter((check) => check.id !== "title-mobile-preview");
}

function gradeOf(texts: ListingTexts, facts: PropertyFacts) {
  const input = readGraderInput({ title: texts.titles[0], description: joinDescription(texts), amenities: facts.amenities });
  return { title: scoreTitle(input).score, description: scoreDescription(input).score };
}

function allText(texts: ListingTexts): string {
  return [...texts.titles, joinDescription(texts), ...texts.houseRules, ...texts.seoKeywords].join("\n");
}

describe("composeListing", () => {
  const facts = createFacts({ amenities: RICH_AMENITIES });
  const texts = composeListing(facts, POINTS);

  it("writes a complete listing that fits the schema and passes every check", () => {
    expect(listingTextsSchema.safeParse(texts).success).toBe(true);
    expect(problemsOf(texts, facts)).toEqual([]);
    expect(OFFLINE_WRITER_LANGUAGES).toEqual(["en"]);
  });

  // The description's bar is issue 19's 0.7 (300 words with key terms), not the grader's 0.9 (400 words): reaching 400
  // for this home took a sentence that repeated the layout's counts.
  it("scores at least 0.9 on the grader's title and 0.7 on the description when the facts give enough to say", () => {
    const grade = gradeOf(texts, facts);
    expect(grade.title).toBeGreaterThanOrEqual(0.9 - 1e-9);
    expect(grade.description).toBeGreaterThanOrEqual(0.7 - 1e-9);
  });

  it("gives distances and walking minutes of the points, and the nearest stop under getting around", () => {
    expect(texts.sections.neighborhood).toContain("Taberna da Rua (120 m, a 2-minute walk)");
    expect(texts.sections.neighborhood).toContain("Mercado de Alfama (2.6 km away)");
    expect(texts.sections.gettingAround).toContain("the nearest stop is Santa Apolónia (650 m, an 8-minute walk)");
  });

  it("says nothing about what is nearby without points, beyond the neighbourhood and city", () => {
    const alone = composeListing(facts, []);
    expect(alone.sections.neighborhood).toContain("Alfama");
    expect(alone.sections.neighborhood).not.toMatch(/\d/u);
    expect(alone.sections.gettingAround).not.toMatch(/\d/u);
    expect(problemsOf(alone, facts, [])).toEqual([]);
  });

  it("turns the house rules into a checklist and sentences, inventing none", () => {
    const withRules = createFacts({
      houseRules: { checkIn: "15:00", checkOut: "11:00", pets: true, smoking: false, parties: false, quietHours: "22:00-08:00", maxGuests: 4, additional: ["Shoes off inside"] },
    });
    const result = composeListing(withRules, []);
    expect(result.houseRules).toEqual([
      "Check-in from 15:00",
      "Check-out by 11:00",
      "Pets allowed",
      "No smoking",
      "No parties or events",
      "Quiet hours: 22:00-08:00",
      "Maximum 4 guests",
      "Shoes off inside",
    ]);
    expect(result.sections.notes).toContain("Pets are allowed. No smoking and no parties or events, please.");
    expect(composeListing(createFacts({ houseRules: undefined }), []).houseRules).toEqual([]);
  });

  it("draws the keywords from the type, the place and the key amenities", () => {
    expect(texts.seoKeywords).toEqual(expect.arrayContaining(["apartment in lisbon", "alfama lisbon", "apartment with wifi"]));
    expect(texts.seoKeywords.length).toBeGreaterThanOrEqual(3);
  });
});

describe("composeListing says only what the facts say", () => {
  it("mentions a hot tub only when the home has one, and then in the title", () => {
    expect(allText(composeListing(createFacts(), [])).toLowerCase()).not.toContain("hot tub");
    const withTub = composeListing(createFacts({ amenities: [...RICH_AMENITIES, "Hot tub"] }), []);
    expect(withTub.titles.join(" ")).toContain("Hot Tub");
  });

  it.each([
    ["King", { amenities: ["Wifi", "King-size bed"] }, { amenities: ["Wifi", "Bed linens"] }],
    ["Pool", { amenities: ["Wifi", "Pool"] }, { amenities: ["Wifi", "Pool table"] }],
  ] satisfies [string, Partial<PropertyFacts>, Partial<PropertyFacts>][])(
    "uses “%s” in a title only when it is true",
    (word, truthful, otherwise) => {
      const pattern = new RegExp(`\\b${word}`, "u");
      const titlesOf = (overrides: Partial<PropertyFacts>) =>
        [0, 1, 2, 3].flatMap((variant) => composeListing(createFacts(overrides), [], { variant }).titles);
      expect(titlesOf(truthful).some((title) => pattern.test(title))).toBe(true);
      expect(titlesOf(otherwise).some((title) => pattern.test(title))).toBe(false);
    },
  );

  it.each([
    ["Private", { roomType: "entire_home" }, { roomType: "shared_room", propertyType: "Shared room in hostel" }],
    ["Family-Friendly", { idealFor: ["families"] }, { idealFor: ["couples"] }],
    ["Family-Friendly", { amenities: ["Wifi", "High chair"] }, { amenities: ["Wifi"] }],
    ["Spacious", { bedrooms: 3 }, { bedrooms: 2 }],
    ["Central", { location: { city: "Antwerp", country: "Belgium", neighborhood: "Historisch Centrum" } }, {}],
    ["Quiet", { highlights: ["Quiet street"] }, { highlights: ["Not a quiet street"] }],
  ] satisfies [string, Partial<PropertyFacts>, Partial<PropertyFacts>][])(
    "offers the title adjective “%s” only when the facts vouch for it",
    (word, truthful, otherwise) => {
      const adjectivesOf = (overrides: Partial<PropertyFacts>) =>
        listTitleAdjectives(readHome(createFacts(overrides), [], "airbnb")).map((part) => part.text);
      expect(adjectivesOf(truthful)).toContain(word);
      expect(adjectivesOf(otherwise)).not.toContain(word);
    },
  );

  it("calls a shared room neither private nor entire", () => {
    const shared = composeListing(createFacts({ roomType: "shared_room", propertyType: "Shared room in hostel" }), []);
    expect(shared.titles.some((title) => /private|entire/iu.test(title))).toBe(false);
    expect(shared.sections.guestAccess).toContain("shared room");
  });

  it("leaves out the host's words that would break a rule: a phone number, a platform, an emoji, a cliché", () => {
    const facts = createFacts({
      highlights: ["Call +351 912 345 678 for late arrivals", "Also on Vrbo", "Sea breeze 🌊", "Nestled in the old town", "Quiet street"],
      amenities: ["Wifi", "Netflix 🎬"],
    });
    const result = composeListing(facts, []);
    const text = allText(result);
    expect(text).not.toMatch(/912|Vrbo|🌊|🎬|Nestled/u);
    expect(text).toMatch(/quiet street/iu);
    expect(problemsOf(result, facts, [])).toEqual([]);
  });

  it("writes shouted names in normal case", () => {
    const result = composeListing(createFacts({ location: { city: "Albany", region: "NY", country: "United States", neighborhood: "SIXTH WARD" } }), []);
    expect(allText(result)).toContain("Sixth Ward");
    expect(allText(result)).not.toContain("SIXTH WARD");
  });

  it("gives distances in feet and miles in the United States", () => {
    const facts = createFacts({ location: { city: "Albany", region: "NY", country: "United States" } });
    const result = composeListing(facts, [createPoint({ name: "Washington Park", category: "park", distanceMeters: 1240, walkMinutes: 16 })]);
    expect(result.sections.neighborhood).toContain("Washington Park (0.8 miles, a 16-minute walk)");
  });
});

describe("variants, sections and tones", () => {
  const facts = createFacts({ amenities: RICH_AMENITIES });

  it("is the same for the same facts and variant, and different for another variant", () => {
    expect(composeListing(facts, POINTS)).toEqual(composeListing(facts, POINTS));
    const variants = [1, 2, 3, 4].map((variant) => JSON.stringify(composeListing(facts, POINTS, { variant })));
    expect(new Set(variants).size).toBe(4);
  });

  it("writes one section again as the whole listing would with that variant", () => {
    for (const key of SECTION_KEYS) {
      expect(composeSection(facts, POINTS, key, { variant: 3 })).toBe(composeListing(facts, POINTS, { variant: 3 }).sections[key]);
    }
    const rewritten = [0, 1, 2, 3, 4, 5].map((variant) => composeSection(facts, POINTS, "space", { variant }));
    expect(new Set(rewritten).size).toBeGreaterThan(1);
  });

  it("honours the tone: concise is shorter than warm, and every tone passes the checks", () => {
    const lengths: Record<string, number> = {};
    for (const tone of ["warm", "professional", "luxurious", "playful", "concise"] as const) {
      const toned = createFacts({ amenities: RICH_AMENITIES, tone });
      const result = composeListing(toned, POINTS);
      expect(problemsOf(result, toned)).toEqual([]);
      lengths[tone] = joinDescription(result).length;
    }
    expect(lengths.concise).toBeLessThan((lengths.warm ?? 0) * 0.8);
  });

  it.each(["vrbo", "booking"] as const)("keeps to %s's limits", (marketplace) => {
    const sparse = createFacts({ amenities: [], highlights: undefined, houseRules: undefined, marketplace });
    const result = composeListing(sparse, []);
    expect(problemsOf(result, sparse, [], marketplace)).toEqual([]);
    expect(joinDescription(result).length).toBeGreaterThanOrEqual(400);
  });
});

describe("guest access with a shared outdoor space", () => {
  it("never lists a shared patio among the spaces that are the guests' alone, and says it is shared", () => {
    const facts = createFacts({ roomType: "entire_home", amenities: ["Wifi", "Kitchen", "Shared patio or balcony", "Heating"] });
    for (let variant = 0; variant < 6; variant++) {
      const access = composeListing(facts, [], { variant }).sections.guestAccess;
      expect(access).not.toMatch(/private[^.]*shared patio|Nothing is shared|Everything is private/u);
      expect(access).toContain("patio or balcony is shared with others.");
    }
  });
});

describe("a home with nothing to say about getting around", () => {
  it("leaves the section out (no 'the address comes with your booking'), and says it when there is parking", () => {
    const facts: PropertyFacts = {
      propertyType: "Entire rental unit",
      roomType: "entire_home",
      location: { city: "Albany", region: "NY", country: "United States", neighborhood: "Third Ward" },
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      accommodates: 2,
      amenities: ["Wifi", "Kitchen", "Heating"],
    };
    const texts = composeListing(facts, [], { marketplace: "airbnb" });
    expect(texts.sections.gettingAround).toBe("");
    expect(listingTextsSchema.parse(texts).sections.gettingAround).toBe("");
    expect(joinDescription(texts)).not.toMatch(/Getting around|exact address/u);
    expect(findListingProblems(texts, facts, [], { marketplace: "airbnb" }).filter((check) => check.severity !== "warning")).toEqual([]);
    const parked = composeListing({ ...facts, amenities: [...facts.amenities, "Free parking on premises"] }, [], { marketplace: "airbnb" });
    expect(parked.sections.gettingAround).toMatch(/free parking on the premises/u);
    expect(joinDescription(parked)).toContain("Getting around\n");
  });
});

describe("each fact once in a paragraph (issue 19)", () => {
  const variants = Array.from({ length: 12 }, (_, variant) => variant);

  it("counts the bedrooms once in the layout, and leaves out what the beds sleep when the opening gave the guests", () => {
    const group = createFacts({ bedrooms: 3, beds: 8, bathrooms: 2, accommodates: 9 });
    for (const variant of variants) {
      const layout = composeListing(group, [], { variant }).sections.space.split("\n\n")[0] ?? "";
      expect(layout.match(/\b3 bedrooms\b/gu) ?? [], layout).toHaveLength(1);
      expect(layout.match(/\b9 guests\b/gu)?.length ?? 0, layout).toBeLessThanOrEqual(1);
    }
  });

  it("says 'on the property' once when both cameras and noise monitors are listed", () => {
    const watched = createFacts({ amenities: ["Wifi", "Exterior security cameras on property", "Noise decibel monitors on property"] });
    for (const variant of variants) {
      const notes = composeListing(watched, [], { variant }).sections.notes;
      expect(notes.match(/on the property/gu), notes).toHaveLength(1);
    }
  });

  it("gives a patio and an outdoor dining area one line about eating outside, not one each", () => {
    const outdoors = createFacts({ amenities: ["Wifi", "Private patio or balcony", "Outdoor dining area", "Outdoor furniture"] });
    for (const variant of variants) {
      const space = composeListing(outdoors, [], { variant }).sections.space;
      expect(space, space).not.toMatch(/outdoors to the outdoor dining area|at the outdoor dining area when/u);
    }
  });

  it("lists several views as views, never as 'one of the best things here is' a list", () => {
    const views = createFacts({ amenities: ["Wifi", "Park view", "Garden view", "Harbor view"] });
    for (const variant of variants) {
      const space = composeListing(views, [], { variant }).sections.space;
      expect(space).toContain("a park view, a garden view and a harbor view");
      expect(space).not.toContain("One of the best things here is a park view,");
    }
  });
  it("gives the one view its article from the home ('you have a garden view'), never a bare 'garden view'", () => {
    const spaces = (amenity: string) =>
      variants.map((variant) => composeListing(createFacts({ amenities: ["Wifi", amenity] }), [], { variant }).sections.space).join("\n");
    for (const [amenity, phrase] of [["Garden view", "a garden view"], ["Ocean view", "an ocean view"], ["Partial sea view", "a partial sea view"]]) {
      const text = spaces(amenity!);
      expect(text, text).toContain(`you have ${phrase}.`);
      expect(text, text).not.toMatch(/(?:look out on|you have) (?!an? )/u);
    }
  });

  it("says what comes with the stay in a sentence of its own after the bathroom's supplies, not as a run-on", () => {
    const supplied = createFacts({ amenities: ["Wifi", "Shampoo", "Hair dryer", "Hot water", "Essentials", "Cleaning products"] });
    for (const variant of variants) {
      const space = composeListing(supplied, [], { variant }).sections.space;
      expect(space, space).not.toMatch(/hot water, and the essentials/u);
      expect(space, space).toMatch(/hot water\. The essentials \(towels, bed sheets, soap and toilet paper\) and cleaning products are also provided\./u);
    }
  });

  it("places the exterior cameras outside the home, never 'on the property of this apartment'", () => {
    const watched = createFacts({ amenities: ["Wifi", "Exterior security cameras on property"] });
    const notes = variants.map((variant) => composeListing(watched, [], { variant }).sections.notes).join("\n");
    expect(notes, notes).not.toMatch(/on the property of this/u);
    expect(notes, notes).toMatch(/The host lists exterior security cameras on the property, outside this \w+\./u);
  });

  it("lists a TV, wifi and an ethernet connection as one list, never 'a TV and wifi and an ethernet connection'", () => {
    const online = createFacts({ amenities: ["TV", "Wifi", "Ethernet connection"] });
    const spaces = variants.map((variant) => composeListing(online, [], { variant }).sections.space).join("\n");
    expect(spaces, spaces).not.toMatch(/a TV (?:for evenings in )?and wifi/u);
    expect(spaces, spaces).toMatch(/comes with a TV, wifi and an ethernet connection\./u);
  });

  it("never sends meals 'outdoors to the outdoor dining area'", () => {
    const dining = createFacts({ amenities: ["Wifi", "Outdoor dining area"] });
    const spaces = variants.map((variant) => composeListing(dining, [], { variant }).sections.space).join("\n");
    expect(spaces, spaces).not.toMatch(/outdoors to the outdoor/u);
    expect(spaces, spaces).toContain("On summer evenings, dinner moves to the outdoor dining area.");
  });

  it("never says 'also' of office equipment before the remote-work line it would point back to", () => {
    const office = createFacts({ amenities: ["Wifi", "Dedicated workspace", "Ethernet connection", "Long term stays allowed"] });
    for (const variant of variants) {
      const space = composeListing(office, [], { variant }).sections.space;
      expect(space, space).not.toMatch(/For work there is also/u);
      expect(space, space).toContain("For work there is an ethernet connection available.");
    }
  });

  it("opens with two features and the room for guests as one list, never '… and a shared backyard and room for'", () => {
    const openings = variants.map((variant) => composeListing(createFacts({ amenities: ["Wifi", "City skyline view", "Shared backyard"] }), [], { variant }).summary);
    const text = openings.join("\n");
    expect(text, text).not.toMatch(/view and a shared backyard and room for/u);
    expect(text, text).toMatch(/has a city skyline view, a shared backyard and room for 4 guests\./u);
  });

  it("says self check-in once in the summary: never with the standouts and the arrival both, never 'check-in is self check-in'", () => {
    const summaries = (amenities: string[]) => variants.map((variant) => composeListing(createFacts({ amenities }), [], { variant }).summary);
    const plain = summaries(["Wifi", "Self check-in", "Smart lock"]);
    const rich = summaries(["Wifi", "Hot tub", "Pool", "Sauna", "Fireplace", "Self check-in", "Smart lock"]);
    for (const summary of [...plain, ...rich]) {
      expect(summary.match(/self check-in/giu)?.length ?? 0, summary).toBeLessThanOrEqual(1);
      expect(summary, summary).not.toMatch(/check-in is self check-in/u);
    }
    expect(plain.join("\n")).toContain("You let yourselves in with a smart lock, whatever time you arrive.");
    expect(rich.join("\n")).toMatch(/Arrive on your own schedule: self check-in with a smart lock\./u);
  });

  it("writes a garden and a wood-burning stove in the host's words, never as a backyard or the kitchen's stove", () => {
    const cottage = createFacts({ amenities: ["Wifi", "Kitchen", "Oven", "Wood-burning stove", "Garden"] });
    for (const variant of variants) {
      const listing = composeListing(cottage, [], { variant });
      const text = [listing.summary, ...Object.values(listing.sections), ...listing.titles, ...listing.seoKeywords].join("\n");
      expect(text, text).toContain("wood-burning stove");
      expect(text, text).toMatch(/garden/iu);
      expect(text, text).not.toMatch(/backyard|fireplace|with a stove|a stove and/iu);
    }
  });

  it("keeps the climate sentence to heating and cooling: no 'whatever the season' for heating alone, no iron in it", () => {
    const heatedOnly = createFacts({ amenities: ["Wifi", "Heating", "Iron"] });
    for (const variant of variants) {
      const space = composeListing(heatedOnly, [], { variant }).sections.space;
      expect(space, space).not.toMatch(/whatever the season|temperature right|heating and an iron/iu);
      expect(space, space).toContain("an iron");
    }
    const both = createFacts({ amenities: ["Wifi", "Heating", "Air conditioning"] });
    const spaces = variants.map((variant) => composeListing(both, [], { variant }).sections.space);
    expect(spaces.join("\n")).toMatch(/Whatever the season|temperature right/u);
  });

  it("gives a feature no use line that says again what its paragraph said: the end of the day, the evening, the cold", () => {
    const resort = createFacts({ amenities: ["Wifi", "Hot tub", "Sauna", "Pool", "Board games", "TV", "Heating", "Fireplace", "Patio or balcony", "Backyard"] });
    const sameSense = [/\b(?:day|days|evenings?)\b/iu, /\b(?:cold|colder|chilly|winter)\b/iu, /\boutside\b/iu];
    let uses = 0;
    for (const tone of ["warm", "playful", "luxurious"] as const) {
      for (const variant of variants) {
        const space = composeListing({ ...resort, tone }, [], { variant }).sections.space;
        uses += space.match(/End the day|soak|Unwind in the sauna|light the fireplace|by the fireplace|fireplace makes|board games (?:make|come)/gu)?.length ?? 0;
        for (const paragraph of space.split("\n\n")) {
          const sentences = paragraph.split(/(?<=\.) /u);
          for (const sense of sameSense) expect(sentences.filter((sentence) => sense.test(sentence)).length, paragraph).toBeLessThanOrEqual(1);
        }
      }
    }
    // Still written where they add something.
    expect(uses).toBeGreaterThan(12);
  });

  it("puts the fire's use line right after the climate sentence it belongs to, with the laundry after it", () => {
    const cottage = createFacts({ amenities: ["Wifi", "Heating", "Log burner", "Washer", "Iron"] });
    let withFireLine = 0;
    for (const variant of variants) {
      const space = composeListing(cottage, [], { variant }).sections.space;
      const fire = space.search(/light the log burner|by the log burner|log burner makes/iu);
      if (fire === -1) continue;
      withFireLine += 1;
      expect(space.search(/heating/iu), space).toBeLessThan(fire);
      expect(fire, space).toBeLessThan(space.search(/a washer/iu));
    }
    expect(withFireLine).toBeGreaterThan(0);
  });

  it("says the host recommends a babysitter, not that the home has babysitter recommendations", () => {
    const family = createFacts({ amenities: ["Wifi", "Crib", "High chair", "Babysitter recommendations"] });
    const sitterOnly = createFacts({ amenities: ["Wifi", "Babysitter recommendations"] });
    let said = 0;
    for (const variant of variants) {
      for (const facts of [family, sitterOnly]) {
        const text = allText(composeListing({ ...facts, tone: "warm" }, [], { variant }));
        expect(text, text).not.toMatch(/(?:has|there (?:is|are)) [^.]*babysitter recommendations/iu);
        if (/the host can recommend a babysitter/u.test(text)) said += 1;
      }
      const both = allText(composeListing({ ...family, tone: "warm" }, [], { variant }));
      if (/the host can recommend a babysitter/u.test(both)) expect(both).toMatch(/a crib and a high chair, and the host can recommend a babysitter\./u);
    }
    expect(said).toBeGreaterThan(0);
  });

  it("does not send guests to the gym at the end of a long day, and still does for a hot tub", () => {
    const withGym = createFacts({ amenities: ["Wifi", "Gym"] });
    const withTub = createFacts({ amenities: ["Wifi", "Hot tub"] });
    let workouts = 0;
    let tubAfterTheDay = 0;
    for (const variant of variants) {
      const gymSpace = composeListing({ ...withGym, tone: "warm" }, [], { variant }).sections.space;
      expect(gymSpace, gymSpace).not.toMatch(/After a long day, the gym/u);
      if (/A gym is there whenever you want a workout\./u.test(gymSpace)) workouts += 1;
      const tubSpace = composeListing({ ...withTub, tone: "warm" }, [], { variant }).sections.space;
      if (/After a long day, the hot tub is waiting\./u.test(tubSpace)) tubAfterTheDay += 1;
    }
    expect(workouts).toBeGreaterThan(0);
    expect(tubAfterTheDay).toBeGreaterThan(0);
  });

  it("introduces the comforts by sleep only when they are what the bed has", () => {
    const mixed = createFacts({ amenities: ["Wifi", "Heating", "Bed linens", "Hangers"] });
    const bedAndWardrobe = createFacts({ amenities: ["Wifi", "Bed linens", "Extra pillows and blankets", "Hangers"] });
    const bed = createFacts({ amenities: ["Wifi", "Bed linens", "Extra pillows and blankets", "Room-darkening shades"] });
    let sleepLines = 0;
    let unpackLines = 0;
    for (const variant of variants) {
      const mixedSpace = composeListing({ ...mixed, tone: "warm" }, [], { variant }).sections.space;
      expect(mixedSpace, mixedSpace).not.toMatch(/good night's sleep|sleep well/u);
      const wardrobeSpace = composeListing({ ...bedAndWardrobe, tone: "warm" }, [], { variant }).sections.space;
      expect(wardrobeSpace, wardrobeSpace).not.toMatch(/good night's sleep/u);
      if (/To sleep well and unpack properly: /u.test(wardrobeSpace)) unpackLines += 1;
      const bedSpace = composeListing({ ...bed, tone: "warm" }, [], { variant }).sections.space;
      expect(bedSpace, bedSpace).not.toMatch(/unpack/u);
      if (/For a good night's sleep you have /u.test(bedSpace)) sleepLines += 1;
    }
    expect(sleepLines).toBeGreaterThan(0);
    expect(unpackLines).toBeGreaterThan(0);
  });

  it("says the comforts without counting the guests settling in", () => {
    const flat = createFacts({ amenities: ["Wifi", "Heating", "Air conditioning", "Hangers", "Bed linens"] });
    let comfortLines = 0;
    for (const variant of variants) {
      const space = composeListing({ ...flat, tone: "warm" }, [], { variant }).sections.space;
      expect(space, space).not.toMatch(/guests settling in/u);
      if (/heating, air conditioning/u.test(space)) comfortLines += 1;
    }
    expect(comfortLines).toBeGreaterThan(0);
  });

  it("gives a booked room's counts without making the room or the whole home hold them", () => {
    const room = createFacts({ roomType: "private_room", propertyType: "Private room in bed and breakfast", bedrooms: 1, beds: 1, bathrooms: 1 });
    let layouts = 0;
    for (const tone of ["warm", "professional", "luxurious"] as const) {
      for (const variant of variants) {
        const layout = composeListing({ ...room, tone }, [], { variant }).sections.space.split("\n\n")[0] ?? "";
        expect(layout, layout).not.toMatch(/private room in a bed and breakfast (has|offers)|This (home|bed and breakfast) has/u);
        if (/1 bedroom, 1 bed and 1 bathroom/u.test(layout)) layouts += 1;
      }
    }
    expect(layouts).toBeGreaterThan(0);
  });

  it("gives a booked room's guests the home's kitchen, bikes, backyard and crib, never a kitchen of the room's own", () => {
    const room = createFacts({ roomType: "private_room", propertyType: "Private room in rental unit", amenities: ["Wifi", "Kitchen", "Bikes", "Backyard", "Crib"] });
    const equipped = createFacts({ ...room, amenities: [...room.amenities, "Refrigerator", "Oven", "Cooking basics"] });
    for (const facts of [room, equipped]) {
      for (const tone of ["warm", "professional"] as const) {
        for (const variant of variants) {
          const description = joinDescription(composeListing({ ...facts, tone }, [], { variant }));
          expect(description, description).not.toMatch(/its own kitchen|kitchen is yours|private room has (a kitchen|bikes|a backyard|a crib)|Outdoors, the private room/u);
        }
      }
    }
  });

  it("calls half a bathroom 'a half bathroom', never '0.5 bathrooms'", () => {
    const room = createFacts({ roomType: "private_room", propertyType: "Private room in bed and breakfast", bedrooms: 1, beds: 1, bathrooms: 0.5 });
    for (const variant of variants) {
      const description = joinDescription(composeListing({ ...room, tone: "warm" }, [], { variant }));
      expect(description, description).not.toMatch(/0\.5 bathrooms|there are a half/u);
      expect(description, description).toMatch(/a half bathroom/u);
    }
  });

  it("says whether a booked room's bathroom is shared or private only when the host said, and never of an entire home", () => {
    const room = createFacts({ roomType: "private_room", propertyType: "Private room in rental unit", bedrooms: 1, beds: 1, bathrooms: 1 });
    for (const variant of variants) {
      const shared = composeListing({ ...room, bathroomAccess: "shared" }, [], { variant });
      const sharedText = `${shared.summary}\n${joinDescription(shared)}`;
      expect(sharedText, sharedText).toMatch(/1 shared bathroom/u);
      expect(shared.sections.guestAccess, sharedText).toMatch(/The bathroom is shared\./u);
      expect(sharedText, sharedText).not.toMatch(/private bathroom|bathroom is yours|\b1 bathroom/u);

      const own = composeListing({ ...room, bathroomAccess: "private" }, [], { variant });
      const ownText = `${own.summary}\n${joinDescription(own)}`;
      expect(ownText, ownText).toMatch(/1 private bathroom/u);
      expect(own.sections.guestAccess, ownText).toMatch(/The bathroom is yours alone\./u);

      const unsaid = composeListing(room, [], { variant });
      expect(`${unsaid.summary}\n${joinDescription(unsaid)}`).not.toMatch(/shared bathroom|private bathroom|bathroom is (shared|yours alone)/u);

      // An entire home's bathrooms are its guests' own: "private" would say nothing, "shared" would be wrong.
      const entire = composeListing({ ...createFacts({ bathrooms: 2 }), bathroomAccess: "shared" }, [], { variant });
      expect(`${entire.summary}\n${joinDescription(entire)}`).not.toMatch(/shared bathroom|bathrooms are shared/u);
    }
  });

  it("says the bikes once, under getting around, not as outdoor space too ('Outdoors, the condo has bikes.')", () => {
    const cycling = createFacts({ amenities: ["Wifi", "Private patio or balcony", "Outdoor furniture", "Bikes"] });
    for (const variant of variants) {
      const texts = composeListing({ ...cycling, tone: "warm" }, [], { variant });
      const description = joinDescription(texts);
      expect(description.match(/\bbikes\b/giu), description).toHaveLength(1);
      expect(texts.sections.gettingAround, description).toMatch(/\bbikes\b/u);
    }
  });

  it("speaks of children at the backyard and the bathtub only where the host lists something for them", () => {
    const amenities = ["Wifi", "Backyard", "Bathtub", "Kitchen"];
    const forAdults = createFacts({ amenities });
    const forFamilies = createFacts({ amenities: [...amenities, "Crib", "High chair"] });
    let childrenLines = 0;
    for (const variant of variants) {
      const adults = joinDescription(composeListing({ ...forAdults, tone: "warm" }, [], { variant }));
      expect(adults, adults).not.toMatch(/\bchildren\b/iu);
      const families = composeListing({ ...forFamilies, tone: "warm" }, [], { variant }).sections.space;
      if (/Children can|let children play/u.test(families)) childrenLines += 1;
    }
    expect(childrenLines).toBeGreaterThan(0);
  });

  it("uses the outdoor features it names with 'the': 'make use of the garden'", () => {
    const garden = createFacts({ amenities: ["Wifi", "Garden"] });
    for (const variant of variants) {
      const space = composeListing(garden, [], { variant }).sections.space;
      expect(space, space).not.toContain("make use of a garden");
    }
  });
});
