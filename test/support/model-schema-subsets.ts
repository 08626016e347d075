import { readFileSync } from "node:fs";

/**
 * The JSON-Schema subsets each model server accepts, read from the decision record that documents them
 * (docs/decisions/022-portable-model-schema.md), and a small checker: the model-facing schemas' test and the strict
 * OpenAI stand-in both use them, so the record, the test and the stand-in cannot drift apart.
 */
export interface SchemaSubset {
  name: string;
  keywords: string[];
  values: Record<string, unknown[]>;
  below: Record<string, number>;
  rootType: string | null;
  allRequired: boolean;
  closedObjects: boolean;
}

const RECORD = new URL("../../docs/decisions/022-portable-model-schema.md", import.meta.url);

export function readSchemaSubsets(): Record<string, SchemaSubset> {
  const text = readFileSync(RECORD, "utf8");
  const block = /<!-- model-schema-subsets:start -->\s*```json\n([\s\S]*?)```\s*<!-- model-schema-subsets:end -->/u.exec(text);
  if (!block?.[1]) throw new Error("docs/decisions/022-portable-model-schema.md has no model-schema-subsets block");
  return JSON.parse(block[1]) as Record<string, SchemaSubset>;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
/** Keywords whose value holds subschemas keyed by name, not keywords. */
const NAMED_SUBSCHEMAS = new Set(["properties", "$defs", "definitions"]);

/** Every place where a schema breaks the subset, as "path: problem"; empty when it keeps to it. */
export function findSubsetViolations(schema: unknown, subset: SchemaSubset): string[] {
  const violations: string[] = [];
  if (subset.rootType !== null && (!isNode(schema) || schema.type !== subset.rootType)) violations.push(`(root): the root must be of type ${subset.rootType}`);
  const visit = (node: unknown, path: string, root: boolean) => {
    if (!isNode(node)) return;
    for (const [keyword, value] of Object.entries(node)) {
      const at = `${path}.${keyword}`;
      if (!subset.keywords.includes(keyword) || (keyword === "$schema" && !root)) violations.push(`${at}: '${keyword}' is not permitted`);
      const allowed = subset.values[keyword];
      if (allowed && !allowed.some((item) => JSON.stringify(item) === JSON.stringify(value))) violations.push(`${at}: ${JSON.stringify(value)} is not permitted`);
      const limit = subset.below[keyword];
      if (limit !== undefined && typeof value === "number" && value >= limit) violations.push(`${at}: ${value} must be below ${limit}`);
      if (NAMED_SUBSCHEMAS.has(keyword) && isNode(value)) for (const [name, child] of Object.entries(value)) visit(child, `${at}.${name}`, false);
      else if (keyword === "items" || keyword === "additionalProperties") visit(value, at, false);
      else if (Array.isArray(value) && ["anyOf", "oneOf", "allOf", "prefixItems"].includes(keyword)) value.forEach((child, index) => visit(child, `${at}[${index}]`, false));
    }
    const isObject = node.type === "object" || "properties" in node;
    if (isObject && subset.closedObjects && node.additionalProperties !== false) violations.push(`${path}: every object must set additionalProperties: false`);
    if (isObject && subset.allRequired && isNode(node.properties)) {
      const required = Array.isArray(node.required) ? node.required : [];
      for (const name of Object.keys(node.properties)) if (!required.includes(name)) violations.push(`${path}.properties.${name}: every property must be required`);
    }
  };
  visit(schema, "(root)", true);
  return violations;
}
