import type { RouteHandler } from "@hono/zod-openapi";
import { accountResponseSchema } from "../../../contracts/session";
import { getAccount as getAccountService } from "../../services/account/get-account";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getAccountRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/account",
  tags: ["Account"],
  summary: "The signed-in user's account",
  responses: {
    200: jsonContent(accountResponseSchema, "The account"),
  },
});

export const getAccount: RouteHandler<typeof getAccountRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await getAccountService(c.var.deps.database.db, viewer.id), 200);
};
