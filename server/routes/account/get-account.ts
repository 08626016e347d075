import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { accountResponseSchema } from "../../../contracts/session";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { getAccount as getAccountService } from "../../services/account/get-account";
import { jsonContent } from "../create-router";

export const getAccountRoute = createRoute({
  method: "get",
  path: "/account",
  tags: ["Account"],
  summary: "The signed-in user's account",
  responses: {
    200: jsonContent(accountResponseSchema, "The account"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const getAccount: RouteHandler<typeof getAccountRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await getAccountService(c.var.deps.database.db, viewer.id), 200);
};
