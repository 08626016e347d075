import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
}

export interface ReferenceDocument {
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation> | undefined>;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 2rem 1rem; color: #1f2937; }
  code, .path { font-family: ui-monospace, monospace; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; font-family: ui-monospace, monospace; }
  li { margin: .5rem 0; list-style: none; } ul { padding: 0; }
  .summary { color: #4b5563; }
  .note { background: #f3f4f6; border-radius: .5rem; padding: .75rem 1rem; }
  @media (prefers-color-scheme: dark) { body { background: #111827; color: #e5e7eb; } .summary { color: #9ca3af; } .note { background: #1f2937; } }
`;

/**
 * The reference as plain HTML from the OpenAPI document, with no script: what /api/docs shows when Scalar's bundle is
 * not installed. Every endpoint, grouped by tag, with its summary, and the link to the document itself.
 */
export function renderPlainReference(document: ReferenceDocument, documentUrl: string): Promise<HtmlEscapedString> | HtmlEscapedString {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods ?? {}).map(([method, operation]) => ({ path, method: method.toUpperCase(), ...operation })),
  );
  const sections = (document.tags ?? []).map((tag) => ({ ...tag, operations: operations.filter((o) => o.tags?.[0] === tag.name) })).filter((s) => s.operations.length > 0);
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${document.info.title} reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <h1>${document.info.title} <small>${document.info.version}</small></h1>
    <p class="note">The OpenAPI 3.1 document: <a href="${documentUrl}">${documentUrl}</a>. The interactive reference needs the
      <code>@scalar/api-reference</code> package on the server.</p>
    ${sections.map(
      (section) => html`<section>
        <h2>${section.name}</h2>
        ${section.description ? html`<p>${section.description}</p>` : ""}
        <ul>
          ${section.operations.map(
            (o) => html`<li><span class="method">${o.method}</span> <span class="path">${o.path}</span><br /><span class="summary">${o.summary ?? ""}</span></li>`,
          )}
        </ul>
      </section>`,
    )}
  </body>
</html>`;
}
