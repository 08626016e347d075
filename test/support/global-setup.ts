import type { TestProject } from "vitest/node";
import { preparePgliteTemplate, preparePostgresTemplate } from "./database-template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/** Server tests run on a real database: PGlite by default, PostgreSQL in the project that TEST_DATABASE_URL enables. */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER ?? "pglite";
  if (driver === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
    await preparePostgresTemplate(url);
    project.provide("postgresUrl", url);
    project.provide("pgliteTemplate", "");
  } else {
    project.provide("pgliteTemplate", await preparePgliteTemplate());
    project.provide("postgresUrl", "");
  }
}
