import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { AppError } from "../errors";

/** A router whose request validation answers with our error shape and the first problem in words. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
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
