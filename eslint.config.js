import fs from "node:fs";
import js from "@eslint/js";
import drizzle from "eslint-plugin-drizzle";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

// Imports run one way: app → contracts → core, server → contracts → core, cli → server/contracts/core.
const layerZones = [
  { target: "./core", from: ["./contracts", "./server", "./app", "./cli"], message: "core/ is pure: it imports nothing of ours." },
  { target: "./contracts", from: ["./server", "./app", "./cli"], message: "contracts/ may import only core/." },
  { target: "./app", from: ["./server", "./cli"], message: "app/ shares code with the server only through contracts/ or core/." },
  { target: "./server", from: ["./app", "./cli"], message: "server/ must not import the web app or the CLI." },
  { target: "./server/writers", from: ["./server/services", "./server/routes"], message: "server/writers/ (the writer seams) is used by services, never the other way." },
];

// A feature does not import another feature; routes compose them. The imports that exist between features are written
// here, each one a choice: a new one fails lint until it is added (or the shared part moves to components/ or lib/).
const featureImports = {
  account: ["session"],
  billing: ["session"],
  grader: ["markets"],
  homes: ["captions", "markets", "writer"],
  markets: ["grader"],
  writer: ["billing", "grader", "homes"],
};
const featureZones = fs
  .readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./app/features/${name}`,
    from: "./app/features",
    except: [`./${name}`, ...(featureImports[name] ?? []).map((other) => `./${other}`)],
    message: `app/features/${name} may import only these other features: ${(featureImports[name] ?? []).join(", ") || "none"} (eslint.config.js, featureImports).`,
  }));

const readEnvOnce = { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read settings through server/env.ts." };

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "drizzle/", ".node24/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, drizzle },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
      // The files import-x reads for their imports (import-x/no-cycle follows them); without it it reads only .js.
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", readEnvOnce],
    },
  },
  {
    // A form the browser sends itself, before the page hydrates, must not put its fields in a URL (decision 049).
    files: ["app/**/*.tsx"],
    ignores: ["app/components/ui/form.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        readEnvOnce,
        { selector: "JSXOpeningElement[name.name='form']", message: "Use <Form> (app/components/ui/form.tsx): it is sent as a POST, never a GET." },
      ],
    },
  },
  {
    // core/ holds the pure rules shared by server, web app and CLI: no I/O, no framework.
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "fs", "http", "https", "net", "child_process"], message: "core/ does no I/O." },
            { group: ["hono", "hono/*", "react", "react-dom", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "better-auth", "better-auth/*"], message: "core/ uses no framework." },
          ],
        },
      ],
    },
  },
  {
    // TanStack Query's hooks come bound to the app's one client from app/lib/query.ts: there is no provider at the root
    // (decision 055), so a hook imported straight from the library would find no client.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/query.ts", "app/lib/query-client.ts", "app/features/session/api/session-observer.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              allowTypeImports: true,
              message: "Import the hooks from app/lib/query.ts: they carry the app's query client (decision 055).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the code that ships or runs (type-only imports do not count; tests may close a loop).
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "test/**", "e2e/**"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The places allowed to read process.env: the env module, build configs, benchmarks and end-to-end tests.
    files: ["server/env.ts", "*.config.ts", "*.config.js", "scripts/**", "bench/**", "e2e/**", "test/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
);
