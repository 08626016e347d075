/**
 * JSON made once and written as it is into larger JSON texts. A grade's result (about 3 KB) goes into its row and into
 * the answer: turning it into JSON twice was about a tenth of a grading request's CPU with the row's other JSON
 * (docs/benchmarks.md, stop 39).
 */
export class JsonText {
  constructor(readonly json: string) {}
}

const made = new WeakMap<object, JsonText>();

/** The JSON of `value`, made at the first call for that object: it must not change afterwards. */
export function jsonOnce(value: object): JsonText {
  let text = made.get(value);
  if (text === undefined) made.set(value, (text = new JsonText(JSON.stringify(value))));
  return text;
}

/**
 * `JSON.stringify(value)` for a plain object whose own values may be JsonText: those are written as their text, after
 * the other keys (JSON's objects have no order). Values that JSON leaves out (undefined, functions) are left out here
 * too.
 */
export function stringifyWithJsonText(value: Readonly<Record<string, unknown>>): string {
  let embedded = "";
  for (const key in value) {
    if (value[key] instanceof JsonText) embedded += `,${JSON.stringify(key)}:${value[key].json}`;
  }
  if (embedded === "") return JSON.stringify(value);
  // The other keys copied, not deleted from a copy: an object with a key deleted is one JSON.stringify writes slowly.
  const plain: Record<string, unknown> = {};
  for (const key in value) if (!(value[key] instanceof JsonText)) plain[key] = value[key];
  const rest = JSON.stringify(plain);
  return rest === "{}" ? `{${embedded.slice(1)}}` : `${rest.slice(0, -1)}${embedded}}`;
}
