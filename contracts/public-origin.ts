/**
 * The origin written into the prerendered pages (canonical links, Open Graph URLs, JSON-LD) when they are built, since
 * the public origin is a setting of the running server (BASE_URL), not of the build. The server puts BASE_URL in its
 * place as it loads the build; in the browser the pages read it back from <html data-origin>. See
 * docs/decisions/017-public-origin-in-prerendered-pages.md. `.invalid` is reserved: this name can never resolve.
 */
export const ORIGIN_PLACEHOLDER = "https://public-origin.listinglift.invalid";
