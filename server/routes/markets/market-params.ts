import { z } from "@hono/zod-openapi";

export const marketParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, "must be a market id such as antwerp") });
export const marketHomeParams = marketParams.extend({ homeId: z.string().regex(/^\d{1,30}$/, "must be the home's Inside Airbnb id") });
