/** A NUL, or a UTF-16 surrogate without its pair (text that is not Unicode). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path ("facts.location.city", "" for the value itself) of the first string or key in a request's validated input
 * that PostgreSQL cannot store, or null: NUL fits in neither text nor jsonb, and jsonb refuses a lone surrogate. Such
 * input is refused as a 400 before it reaches a query. Iterative: a free-form field (a draft's facts) may nest deeply.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => stack.push([child, join(path, String(index))]));
    } else if (item !== null && typeof item === "object" && !(item instanceof Blob)) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return path;
        stack.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The refusal's words, naming the field when there is one. */
export function unstorableTextMessage(path: string): string {
  return `${path ? `${path}: ` : ""}Text may not contain a NUL character (U+0000) or broken Unicode (a lone surrogate).`;
}
