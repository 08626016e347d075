import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { bulkJobDetailSchema, bulkJobListSchema, bulkJobParamsSchema, bulkResultsQuerySchema, createBulkJobRequestSchema } from "../../../contracts/bulk";
import { apiErrorSchema } from "../../../contracts/errors";
import { BULK_CSV_EXAMPLE } from "../../../core/writer/facts-from-csv-row";
import { createBulkJob as create } from "../../services/listings/bulk/create-bulk-job";
import { bulkResultsCsv, bulkResultsJson } from "../../services/listings/bulk/export-bulk-results";
import { bulkCsvTemplate, parseBulkCsv } from "../../services/listings/bulk/parse-bulk-csv";
import { getBulkJob as getJob, listBulkJobs as listJobs } from "../../services/listings/bulk/read-bulk-jobs";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const createBulkJobRoute = defineRoute({
  access: "signedIn",
  idempotent: true,
  method: "post",
  path: "/listings/bulk",
  tags: ["Bulk"],
  summary: "Upload a CSV of properties; each row becomes a listing, written in the background (1 credit per row, reserved now)",
  request: { body: { ...jsonContent(createBulkJobRequestSchema, "The CSV file's name and text"), required: true } },
  responses: {
    201: jsonContent(bulkJobDetailSchema, "The job, queued"),
    400: jsonContent(apiErrorSchema, "The file has problems, each named by row and column"),
    402: jsonContent(apiErrorSchema, "Please purchase more credits to continue."),
  },
});

export const createBulkJob: RouteHandler<typeof createBulkJobRoute> = async (c) => {
  const viewer = c.var.user;
  const body = c.req.valid("json");
  const facts = parseBulkCsv(body.csv);
  const db = c.var.deps.database.db;
  const jobId = await create(db, { userId: viewer.id, fileName: body.fileName, marketplace: body.marketplace, facts, createHomes: body.createHomes }, c.var.deps.metrics);
  const { outputs: _outputs, ...job } = await getJob(db, viewer.id, jobId);
  return c.json(job, 201);
};

export const listBulkJobsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/bulk",
  tags: ["Bulk"],
  summary: "Your bulk uploads, newest first, with their progress",
  responses: { 200: jsonContent(bulkJobListSchema, "The jobs") },
});

export const listBulkJobs: RouteHandler<typeof listBulkJobsRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json({ items: await listJobs(c.var.deps.database.db, viewer.id) }, 200);
};

export const bulkTemplateRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/listings/bulk/template.csv",
  tags: ["Bulk"],
  summary: "The CSV template: every column, and one example row",
  responses: { 200: { content: { "text/csv": { schema: z.string() } }, description: "The template" } },
});

export const bulkTemplate: RouteHandler<typeof bulkTemplateRoute> = async (c) => {
  c.header("content-type", "text/csv; charset=utf-8");
  c.header("content-disposition", 'attachment; filename="listinglift-bulk-template.csv"');
  return c.body(bulkCsvTemplate(BULK_CSV_EXAMPLE), 200);
};

export const getBulkJobRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/bulk/{id}",
  tags: ["Bulk"],
  summary: "One bulk upload: progress and each row's state",
  request: { params: bulkJobParamsSchema },
  responses: {
    200: jsonContent(bulkJobDetailSchema, "The job"),
    404: jsonContent(apiErrorSchema, "No such upload of yours"),
  },
});

export const getBulkJob: RouteHandler<typeof getBulkJobRoute> = async (c) => {
  const viewer = c.var.user;
  const { outputs: _outputs, ...job } = await getJob(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  return c.json(job, 200);
};

export const bulkResultsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/bulk/{id}/results",
  tags: ["Bulk"],
  summary: "Download the written listings of an upload as CSV or JSON",
  request: { params: bulkJobParamsSchema, query: bulkResultsQuerySchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() }, "application/json": { schema: z.unknown() } }, description: "The results, as an attachment" },
    404: jsonContent(apiErrorSchema, "No such upload of yours"),
  },
});

export const bulkResults: RouteHandler<typeof bulkResultsRoute> = async (c) => {
  const viewer = c.var.user;
  const { outputs, ...job } = await getJob(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  const { format } = c.req.valid("query");
  const base = job.fileName.replace(/\.csv$/i, "").replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 60) || "bulk";
  c.header("content-disposition", `attachment; filename="${base}-listings.${format}"`);
  c.header("cache-control", "no-store");
  if (format === "json") {
    c.header("content-type", "application/json; charset=utf-8");
    return c.body(`${JSON.stringify(bulkResultsJson(job, outputs), null, 2)}\n`, 200);
  }
  c.header("content-type", "text/csv; charset=utf-8");
  return c.body(bulkResultsCsv(job, outputs), 200);
};
