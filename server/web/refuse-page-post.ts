import type { Context } from "hono";
import { html } from "hono/html";
import { findSiteRoute } from "../../contracts/site-routes";
import type { AppEnv } from "../context";

/**
 * A page's form sent by the browser itself. The app sends every form with its own code (to the API), and its forms
 * are POSTs to their page's path (app/components/ui/form.tsx), so this is one sent before the page had hydrated, or by
 * something else in the browser. Its body is never read: nothing was sent and nothing is kept, and the answer says so
 * (405, not a 404 or a 500) and sends the person back, where the browser still holds what they typed. Decision 049.
 * Paths that are no page are not found, as for a GET.
 */
export function refusePagePost(c: Context<AppEnv>): Response | Promise<Response> {
  if (!findSiteRoute(c.req.path)) return c.notFound();
  c.header("allow", "GET, HEAD");
  c.header("cache-control", "no-store");
  c.header("x-robots-tag", "noindex");
  return c.html(
    html`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Not sent | ListingLift</title>
    <style>
      body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem; margin: 4rem auto; padding: 0 1.25rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Nothing was sent</h1>
      <p>The form was sent before the page had finished loading, so it did not reach us and nothing of it was kept.</p>
      <p>Go back with your browser's Back button: what you typed is still in the form. Send it again once the page has loaded.</p>
      <p><a href="${c.req.path}">Open the page again</a> (its form starts empty).</p>
    </main>
  </body>
</html>`,
    405,
  );
}
