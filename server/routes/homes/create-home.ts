import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homeDetailSchema, homeRequestSchema } from "../../../contracts/homes";
import { getHome } from "../../services/homes/get-home";
import { createHome as create } from "../../services/homes/save-home";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const createHomeRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/homes",
  tags: ["Homes"],
  summary: "Keep a home: your name for it and its facts (the create-listing form's), to write and grade its listings from",
  request: { body: { ...jsonContent(homeRequestSchema, "The home"), required: true } },
  responses: {
    201: jsonContent(homeDetailSchema, "The home, kept"),
    400: jsonContent(apiErrorSchema, "A field is not valid"),
  },
});

export const createHome: RouteHandler<typeof createHomeRoute> = async (c) => {
  const viewer = c.var.user;
  const db = c.var.deps.database.db;
  const row = await create(db, viewer.id, c.req.valid("json"));
  return c.json(await getHome(db, viewer.id, row.id), 201);
};
