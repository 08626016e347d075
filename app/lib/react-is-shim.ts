// TEMPORARY, until `react-is` is installed: recharts 3 declares it as a peer dependency, and npm with legacy peer deps
// does not install peers. recharts uses one function of it, isFragment; this is react-is 19's definition of it.
// Remove this file and the alias in vite.config.ts once `npm install react-is@^19` has run.
const ELEMENT = Symbol.for("react.transitional.element");
const FRAGMENT = Symbol.for("react.fragment");

export function isFragment(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { $$typeof?: symbol }).$$typeof === ELEMENT && (value as { type?: unknown }).type === FRAGMENT;
}
