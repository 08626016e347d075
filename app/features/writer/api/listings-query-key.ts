/** Every listings query starts with this key: invalidating it refreshes the history, each listing, the writer and bulk jobs. */
export const listingsQueryKey = ["listings"] as const;

/** The history's pages, refreshed after a listing changes without the listing itself being asked again. */
export const listingPagesQueryKey = [...listingsQueryKey, "page"] as const;

/** Bulk jobs, their list and each job. */
export const bulkQueryKey = [...listingsQueryKey, "bulk"] as const;
