import { parseDecimal } from "./numbers";

/** Safe, typed reads from JSON of unknown shape: every reader returns an empty value instead of throwing. */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Walks a path of keys and indexes; any missing step gives undefined. */
export function at(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (typeof key === "number") current = Array.isArray(current) ? current[key] : undefined;
    else current = isRecord(current) ? current[key] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** A trimmed string; numbers are written out; anything else is "". */
export function str(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A finite number, or a numeric string such as "4,97" or "135"; anything else is null. */
export function num(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)) return parseDecimal(value);
  return null;
}

export function bool(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function records(value: unknown): JsonRecord[] {
  return list(value).filter(isRecord);
}

/** The first argument that is a non-empty string (after trimming). */
export function firstStr(...values: readonly unknown[]): string {
  for (const value of values) {
    const text = str(value);
    if (text) return text;
  }
  return "";
}

/** The first argument that is a number (or a numeric string). */
export function firstNum(...values: readonly unknown[]): number | null {
  for (const value of values) {
    const n = num(value);
    if (n !== null) return n;
  }
  return null;
}

/** Distinct non-empty strings, in first-seen order. */
export function uniqueStrings(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ""))];
}
