import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { readFieldRefusal } from "../../contracts/field-refusal";
import { AppError } from "../errors";
import { findUnstorableText, unstorableTextMessage } from "./find-unstorable-text";

/**
 * A router whose request validation answers with our error shape and the first problem in words: a contract's refusal in
 * the spec's words (contracts/field-refusal.ts) as it is, with the field; any other as "path: message". Valid input is
 * refused too when it holds text PostgreSQL cannot store (a NUL, a lone surrogate), which would otherwise fail as a 500
 * in a query; it is looked for in what the contract yields, so a contract that reads its input keeps the field names.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) {
        const path = findUnstorableText(result.data);
        if (path === null) return;
        throw new AppError("validation_failed", unstorableTextMessage(path));
      }
      const [firstIssue] = result.error.issues;
      const refusal = firstIssue ? readFieldRefusal(firstIssue) : null;
      if (refusal) throw new AppError("validation_failed", refusal.message, { field: refusal.field });
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request";
      throw new AppError("validation_failed", message, { issues });
    },
  });
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
