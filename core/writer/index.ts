/** The writer's public face: what the server, the web app and the CLI import. */
export { AMENITY_CATALOGUE, AMENITY_KINDS, getCatalogueAmenity, groupCatalogueByKind, matchAmenity } from "./amenity-catalogue";
export type { AmenityKind, CatalogueAmenity } from "./amenity-catalogue";
export { listingAnswerSchema, sectionAnswerSchema, type ListingAnswer, type SectionAnswer } from "./answer-schemas";
export { MIN_TITLE_CHARACTERS, MIN_WORDS } from "./answer-parts";
export { checkAnswerQuality } from "./check-answer-quality";
export { checkFidelity, FIDELITY_CHECK_IDS } from "./check-fidelity";
export { checkGeneratedListing, findListingProblems, type ListingCheckOptions } from "./check-generated-listing";
export { composeListing, composeSection, OFFLINE_WRITER_LABEL, OFFLINE_WRITER_LANGUAGES, type ComposeOptions } from "./compose-listing";
export { rewriteSection, type RewritablePart, type RewriteSectionInput, type RewrittenSection } from "./rewrite-section";
export { readFactsFromListing, type PropertyFactsDraft } from "./facts-from-listing";
export * from "./generated-listing";
export * from "./property-facts";
export { describeDistance, formatDistance, unitsForCountry, walkingMinutes, type DistanceUnits } from "./walking";
