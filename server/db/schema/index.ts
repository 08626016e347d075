// The whole schema, area by area; drizzle-kit reads this file to write the migrations in drizzle/.
export * from "./auth";
export * from "./page-views";
