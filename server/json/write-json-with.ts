/**
 * An object's JSON with some of its members already written as JSON text: `JSON.stringify(object)` with each
 * `"name":text` of `written` after its own members. The grader's result (about 2 KB) is written once and put into both
 * the grade's row and the answer this way (JSON.rawJSON would do it, but Node 20 lacks it).
 *
 * `object` must not hold the names of `written` (it would then hold a name twice); each text must be valid JSON.
 */
export function writeJsonWith(object: object, written: Readonly<Record<string, string>>): string {
  let members = "";
  for (const name in written) members += `,${JSON.stringify(name)}:${written[name]}`;
  if (members === "") return JSON.stringify(object);
  const own = JSON.stringify(object);
  // "{}" has no member before the written ones: the first comma goes.
  return own === "{}" ? `{${members.slice(1)}}` : `${own.slice(0, -1)}${members}}`;
}
