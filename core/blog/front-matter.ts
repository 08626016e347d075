/**
 * Front matter for our Markdown content (content/): the small subset of YAML the files use, parsed without gray-matter,
 * which needs Node's Buffer and so cannot run in the browser bundle. The subset:
 *
 *   key: plain text            key: "quoted \"text\""        key: 'single ''quoted'''
 *   key: [one, "two, three"]   key:                          # a comment line
 *                                - block list item
 *
 * Anything else (nested maps, multi-line strings, anchors) is an error naming the line, so a typo fails the build and
 * the tests instead of publishing a half-read post.
 */
export type FrontMatterValue = string | string[];

export interface ParsedDocument {
  data: Record<string, FrontMatterValue>;
  /** The Markdown after the closing `---`. */
  body: string;
}

export class FrontMatterError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `front matter line ${line}: ${message}`);
    this.name = "FrontMatterError";
  }
}

const FENCE = /^---[ \t]*$/;
const KEY_LINE = /^([A-Za-z][\w-]*):(?:[ \t]+(.*))?$/;
const LIST_ITEM = /^[ \t]+-[ \t]+(.*)$/;

function unquote(raw: string, line: number): string {
  const value = raw.trim();
  if (value.startsWith('"')) {
    if (value.length < 2 || !value.endsWith('"')) throw new FrontMatterError("unclosed double quote", line);
    return value.slice(1, -1).replace(/\\(["\\n])/g, (_, ch: string) => (ch === "n" ? "\n" : ch));
  }
  if (value.startsWith("'")) {
    if (value.length < 2 || !value.endsWith("'")) throw new FrontMatterError("unclosed single quote", line);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (/^[&*!|>{]/.test(value)) throw new FrontMatterError(`unsupported YAML in "${value}"`, line);
  return value.replace(/[ \t]+#.*$/, "");
}

/** Splits `a, "b, c", 'd'` at the commas outside quotes. */
function splitInlineList(inner: string, line: number): string[] {
  const items: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (const ch of inner) {
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ",") {
      items.push(current);
      current = "";
    } else current += ch;
  }
  if (quote) throw new FrontMatterError("unclosed quote in list", line);
  if (current.trim() !== "" || items.length > 0) items.push(current);
  return items.map((item) => unquote(item, line)).filter((item) => item !== "");
}

function parseValue(raw: string, line: number): FrontMatterValue {
  const value = raw.trim();
  if (value.startsWith("[")) {
    if (!value.endsWith("]")) throw new FrontMatterError("unclosed [ list", line);
    return splitInlineList(value.slice(1, -1), line);
  }
  return unquote(value, line);
}

/** Reads the `---` block at the top of a Markdown file; a file without one has no data. */
export function parseFrontMatter(source: string): ParsedDocument {
  const lines = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  if (!FENCE.test(lines[0] ?? "")) return { data: {}, body: lines.join("\n") };
  const end = lines.findIndex((text, index) => index > 0 && FENCE.test(text));
  if (end === -1) throw new FrontMatterError("the front matter has no closing ---");

  const data: Record<string, FrontMatterValue> = {};
  let listKey: string | null = null;
  for (let index = 1; index < end; index++) {
    const text = lines[index] ?? "";
    const lineNumber = index + 1;
    if (text.trim() === "" || text.trimStart().startsWith("#")) continue;
    const item = LIST_ITEM.exec(text);
    if (item) {
      const list = listKey === null ? undefined : data[listKey];
      if (!Array.isArray(list)) throw new FrontMatterError("a list item outside a list", lineNumber);
      list.push(unquote(item[1] ?? "", lineNumber));
      continue;
    }
    const pair = KEY_LINE.exec(text);
    if (!pair) throw new FrontMatterError(`expected "key: value", got "${text.trim()}"`, lineNumber);
    const key = pair[1]!;
    if (key in data) throw new FrontMatterError(`"${key}" is set twice`, lineNumber);
    const raw = pair[2]?.trim() ?? "";
    if (raw === "") {
      data[key] = [];
      listKey = key;
    } else {
      data[key] = parseValue(raw, lineNumber);
      listKey = null;
    }
  }
  return { data, body: lines.slice(end + 1).join("\n").replace(/^\n+/, "") };
}
