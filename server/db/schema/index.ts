// The whole schema, area by area; drizzle-kit reads this file to write the migrations in drizzle/.
export * from "./auth";
export * from "./billing";
export * from "./contact";
export * from "./grades";
export * from "./listing-cache";
export * from "./page-views";
export * from "./rate-limits";
export * from "./listings";
export * from "./api-keys";
export * from "./captions";
export * from "./server-instances";
export * from "./markets";
export * from "./homes";
