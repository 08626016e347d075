import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * Runs only at build time (ssr: false): it renders the prerendered pages and the SPA fallback. React Router's default
 * streams a prerendered page from its shell, so a lazily loaded part (the home page's grader and sample listings)
 * would be written as a fallback plus an inline script that swaps the content in. Waiting for all of it instead
 * writes each page whole, in reading order: its text is in the HTML for readers without JavaScript, and no inline
 * script has to move it into place.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React writes a large finished boundary after the rest, moved into place by an inline script; one piece instead.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the page is complete reject the render and are reported by React Router, which fails the build.
        if (allReady) console.error(error);
      },
    });
  });
}
