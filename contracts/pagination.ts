import { z } from "zod";

/**
 * Every list of the API pages the same way: `?page=1&pageSize=20` in, `{ items, page, pageSize, total }` out, newest
 * first. `total` counts every item under the filters, so a client knows how many pages there are.
 */
export function pageQuerySchema(options: { defaultPageSize: number; maxPageSize: number }) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe("1-based page number"),
    pageSize: z.coerce.number().int().min(1).max(options.maxPageSize).default(options.defaultPageSize).describe(`Items per page, at most ${options.maxPageSize}`),
  });
}

export function pageSchema<T extends z.ZodType>(item: T, itemsDescription = "Newest first") {
  return z.object({
    items: z.array(item).describe(itemsDescription),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe("Items under the filters, on every page"),
  });
}
