/** The element the landing sections hydrate into, once it nears the viewport (decision 048). */
export const LANDING_SECTIONS_ID = "landing-sections";
