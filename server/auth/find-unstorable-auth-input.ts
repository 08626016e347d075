import { findUnstorableText } from "../routes/find-unstorable-text";

/**
 * The first field of a better-auth request (its query, or its JSON or form body) holding text PostgreSQL cannot store,
 * or null. better-auth passes such text (a NUL in a reset token) to its queries, which then fail as a 500.
 */
export async function findUnstorableAuthInput(request: Request): Promise<string | null> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const inQuery = findUnstorableText(query);
  if (inQuery !== null) return inQuery;
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  const text = await request.clone().text();
  if (/^application\/x-www-form-urlencoded/i.test(type)) return findUnstorableText(Object.fromEntries(new URLSearchParams(text)));
  try {
    return findUnstorableText(JSON.parse(text));
  } catch {
    return null; // Not JSON: better-auth refuses it itself.
  }
}
