/** The element the landing sections hydrate into, once it nears the viewport (decision 048). */
export const LANDING_SECTIONS_ID = "landing-sections";

/**
 * The grader's section: the anchor of the hero's "Grade My Current Listing", and on the home page, far below the fold on
 * a phone, the element the grader hydrates into once it nears the viewport (decision 048, amended in stop 44).
 */
export const GRADER_SECTION_ID = "grader";
