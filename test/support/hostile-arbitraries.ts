// Arbitraries of hostile input for the fuzz tests (imported only by *.test.ts).
import fc from "fast-check";
import type { JsonSchema } from "./api-operations";

/** Strings that have broken servers: lone surrogates, NUL, bidi overrides, a BOM, emoji sequences, SQL, paths, markup. */
const NASTY_STRINGS = [
  "\ud800",
  "a\udfffb",
  "\u0000",
  "nul\u0000inside",
  "\u202egpj.exe",
  "\u200f\u202d",
  "\ufeffbom",
  "👨‍👩‍👧‍👦🏳️‍🌈🏡",
  "Zoë 日本の家",
  "' OR 1=1; drop table listings; --",
  "../../../etc/passwd",
  "C:\\Windows\\win.ini",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "=HYPERLINK(\"http://evil.example\")",
  "\r\nX-Injected: 1",
  "%00%ff%E0%A4%A",
  "-1",
  "NaN",
  "9".repeat(400),
  "x".repeat(70_000),
  "🏡".repeat(5_000),
];

/** Any code point (half surrogates and NUL included) or one of the strings above. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udc00", "\u202e", "🏡", "a", " ", "\n", "'", '"', "\\"), maxLength: 30 }),
);

/** Values of every JSON type (and a few that JSON.stringify turns into null or drops), for a field of another type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(null, true, 0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}, "", [null], { "__proto__": { admin: true } }),
  nastyString,
);

/** A string for a schema's string field: sometimes of a valid length, always of hostile content. */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.oneof(fc.emailAddress(), fc.tuple(stringFor({ maxLength: 20 }), fc.emailAddress()).map(([junk, email]) => `${junk}${email}`));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  // Mostly text that can be stored (markup, quotes, bidi overrides, emoji), now and then a NUL or a lone surrogate.
  const unit = fc.oneof(
    { weight: 200, arbitrary: fc.constantFrom(..."abc XYZ-019é") },
    { weight: 30, arbitrary: fc.constantFrom("\u202e", "🏡", "<", "'", '"', "\\", "%", "=") },
    { weight: 1, arbitrary: fc.constantFrom("\u0000", "\ud800") },
  );
  // A path-like pattern ("^\/…", a page path) is met by a leading slash; other patterns are left to chance.
  const prefix = schema.pattern?.startsWith("^\\/") ? "/" : "";
  return fc.oneof({ weight: 3, arbitrary: fc.string({ unit, minLength, maxLength }).map((text) => prefix + text) }, { weight: 1, arbitrary: nastyString });
}

/**
 * Values close to what the schema asks for, with hostile strings inside: bodies that pass the first checks and reach
 * the service and the database.
 */
export function nearlyValid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, nastyString);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => nearlyValid(option, depth)));
  const types = [schema.type ?? "object"].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => nearlyValid({ ...schema, type }, depth)));
  switch (types[0]) {
    case "string":
      return stringFor(schema);
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items && depth < 4 ? nearlyValid(schema.items, depth + 1) : wrongValue, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    default: {
      const properties = schema.properties ?? {};
      if (depth >= 4 || Object.keys(properties).length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 4 });
      // Our contracts check e-mail addresses with a refinement the document does not show: the field's name tells.
      const withFormat = (name: string, property: JsonSchema) => (name === "email" ? { ...property, format: "email" } : property);
      const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, nearlyValid(withFormat(name, property), depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) });
    }
  }
}

/** A nearly valid object with one field given a value of the wrong type (or an unknown field added). */
export function oneFieldWrong(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  return fc.tuple(nearlyValid(schema), fc.constantFrom(...names, "__proto__", "constructor", "unexpected"), wrongValue).map(([value, name, wrong]) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    Object.defineProperty(copy, name, { value: wrong, enumerable: true, writable: true, configurable: true });
    return copy;
  });
}

export interface RawBody {
  label: string;
  contentType?: string;
  body: string | Uint8Array<ArrayBuffer>;
}

const MALFORMED_JSON = ["", "{", "[1,", '{"a":}', "nul", "NaN", "{'single': 'quotes'}", '{"a":1}}', "\ufeff{}", '{"a":"\\ud800"}', '{"a":"\\u0000"}', "[]", "null", "0", '"text"', "{}".repeat(10)];

/** A request body as sent on the wire: JSON of hostile values, broken JSON, bytes that are not UTF-8, or the wrong content type. */
export function hostileBody(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const json = (value: unknown) => JSON.stringify(value) ?? "null";
  const valueFor = fc.oneof(
    { weight: 4, arbitrary: nearlyValid(schema) },
    { weight: 3, arbitrary: oneFieldWrong(schema) },
    { weight: 1, arbitrary: wrongValue },
    { weight: 1, arbitrary: fc.object({ maxDepth: 3 }) },
    { weight: 1, arbitrary: nearlyValid(schema).map((value) => [value]) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: valueFor.map((value) => ({ label: "json", contentType: "application/json", body: json(value) })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((body) => ({ label: "malformed json", contentType: "application/json", body })) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((body) => ({ label: "random text", contentType: "application/json", body })) },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({ label: "random bytes", contentType: "application/json", body: new Uint8Array(bytes) })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(nearlyValid(schema), fc.constantFrom(undefined, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", "application/xml", "image/png", "application/jsonx", "*/*"))
        .map(([value, contentType]) => ({ label: `wrong content type ${contentType}`, contentType, body: json(value) })),
    },
  );
}

/** A path parameter: hostile text, percent-encoded or sent raw (broken escapes, dot segments). */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  nastyString.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))),
  fc.constantFrom("%", "%E0%A4%A", "%ff", "%00", "..", "..%2F..%2Fadmin", "%2e%2e", "a".repeat(5000), "0", "-1", "1e999", "null", "undefined", "{id}", "%F0%9F%8F%A1", "%ED%A0%80"),
  fc.uuid(),
);

/** A query string: the operation's parameters and unknown ones, with hostile values, repeated keys and broken escapes. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...names, "__proto__", "page[]", "a"), fc.string({ maxLength: 6 }).map(encodeURIComponent));
  const value = fc.oneof(hostilePathParam, fc.constantFrom("", "2026-13-45", "2026-02-30", "99999-01-01", "1", "0", "-5", "1e309", "9007199254740993", "csv", "json", "true"));
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));
}
