import type { ComponentProps } from "react";

/**
 * Every form of the app (lint forbids a bare `<form>`). The app sends its forms itself (their `onSubmit` stops the
 * browser), but a form the browser sends before the page has hydrated would go as a GET, with every field in the
 * address: browser history, server logs. So it is a POST to the page's own path, which the server answers with a page
 * saying nothing was sent (server/web/refuse-page-post.ts). Submit buttons wait for hydration too (Button). Decision 049.
 */
export function Form(props: Omit<ComponentProps<"form">, "method" | "action">) {
  return <form {...props} method="post" />;
}
