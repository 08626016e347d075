import type { CatalogueEndpoint } from "./endpoint-catalogue";

export const SAMPLE_LANGUAGES = ["curl", "JavaScript", "Python"] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

const KEY_PLACEHOLDER = "$LISTINGLIFT_API_KEY";
/** JavaScript runs in many places (Node, Deno, a browser console): the sample names the key once, for the reader to fill. */
const JS_KEY_LINE = 'const apiKey = "<your API key>"; // better: read it from where your program keeps secrets';

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${" ".repeat(spaces)}`);
}

/** Python's literal for a JSON value (True/False/None instead of true/false/null). */
function toPython(value: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const end = "    ".repeat(depth);
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return value.length === 0 ? "[]" : `[\n${value.map((v) => `${pad}${toPython(v, depth + 1)}`).join(",\n")},\n${end}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${toPython(v, depth + 1)}`).join(",\n")},\n${end}}`;
  }
  return JSON.stringify(value);
}

/** A runnable sample of one call (curl and Python read the key from LISTINGLIFT_API_KEY); `origin` is this server's. */
export function buildCodeSample(endpoint: CatalogueEndpoint, language: SampleLanguage, origin: string): string {
  const url = `${origin}${endpoint.path}`;
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body, null, 2);
  switch (language) {
    case "curl": {
      const lines = [`curl ${endpoint.method === "GET" ? "" : `-X ${endpoint.method} `}"${url}"`, `  -H "Authorization: Bearer ${KEY_PLACEHOLDER}"`];
      if (endpoint.paid) lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
      if (body !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d '${body.replace(/'/g, "'\\''")}'`);
      return lines.join(" \\\n");
    }
    case "JavaScript": {
      const headers = ["Authorization: `Bearer ${apiKey}`"];
      if (endpoint.paid) headers.push(`"Idempotency-Key": crypto.randomUUID()`);
      if (body !== undefined) headers.push(`"Content-Type": "application/json"`);
      const options = [`method: "${endpoint.method}"`, `headers: {\n    ${headers.join(",\n    ")},\n  }`];
      if (body !== undefined) options.push(`body: JSON.stringify(${indent(body, 2)})`);
      return [
        JS_KEY_LINE,
        `const response = await fetch("${url}", {`,
        `  ${options.join(",\n  ")},`,
        "});",
        "const data = await response.json();",
        "if (!response.ok) throw new Error(`${data.error.code}: ${data.error.message}`);",
        "console.log(data);",
      ].join("\n");
    }
    case "Python": {
      const headers = [`"Authorization": f"Bearer {os.environ['LISTINGLIFT_API_KEY']}"`];
      if (endpoint.paid) headers.push(`"Idempotency-Key": str(uuid.uuid4())`);
      const imports = ["import os", ...(endpoint.paid ? ["import uuid"] : []), "", "import requests", ""];
      const call = [`response = requests.${endpoint.method.toLowerCase()}(`, `    "${url}",`, `    headers={${headers.join(", ")}},`];
      if (endpoint.body !== undefined) call.push(`    json=${indent(toPython(endpoint.body), 4)},`);
      call.push("    timeout=120,", ")");
      return [...imports, ...call, "response.raise_for_status()", "print(response.json())"].join("\n");
    }
  }
}
