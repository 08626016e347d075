/**
 * Our bulk-row queue (FOR UPDATE SKIP LOCKED on bulk_job_rows, server_instances heartbeats) beside pg-boss and
 * graphile-worker, on the embedded PGlite and on PostgreSQL: the evidence of decision 040. The libraries are NOT
 * dependencies of ListingLift: install them in a scratch folder outside the repo and give its path.
 *
 *   mkdir -p /tmp/jobs-eval && cd /tmp/jobs-eval && npm init -y && npm install pg-boss@12 graphile-worker@0.18 pg
 *   psql -h 127.0.0.1 -U postgres -c 'create database jobs_eval'     # once; any scratch database, never a real one
 *   scripts/with-node24.sh npx tsx scripts/evaluate-job-queues.ts /tmp/jobs-eval postgres://postgres@127.0.0.1:5432/jobs_eval
 *
 * Each measurement runs in a child process of its own (resident memory is read there, after a GC). On PostgreSQL the
 * libraries' schemas (pgboss_eval, graphile_worker) are dropped and made again, and the app's migrations are applied to
 * the database's public schema: give it a scratch database of its own. It runs on Node 20 as well (pg-boss 12 asks for
 * 22.12 and warns at install); the figures of decision 040 were taken on Node 24.
 */
import { child, childArg, JOBS, only, postgresUrl, runChild } from "./job-queues-eval/eval-context";
import { graphileWorker } from "./job-queues-eval/graphile-worker";
import { ours, oursTakeover, oursVictim } from "./job-queues-eval/ours";
import { pgBoss, pgBossTakeover, pgBossVictim } from "./job-queues-eval/pg-boss";

async function main() {
  if (child) {
    const [mode, engine = "pglite"] = child.split(":");
    const modes: Record<string, () => Promise<unknown>> = {
      ours: () => ours(engine),
      "ours-victim": () => oursVictim(engine, childArg),
      "ours-takeover": () => oursTakeover(engine),
      pgboss: () => pgBoss(engine),
      "pgboss-victim": () => pgBossVictim(engine, childArg),
      "pgboss-takeover": () => pgBossTakeover(engine),
      graphile: () => graphileWorker(engine),
    };
    const result = await modes[mode!]!();
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  }
  const engines = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
  console.log(`Node ${process.version}, ${JOBS} jobs a run`);
  for (const mode of ["ours", "ours-takeover", "pgboss", "pgboss-takeover", "graphile"].filter((name) => !only || only.includes(name))) {
    for (const engine of engines) {
      try {
        console.log(mode, JSON.stringify(await runChild(mode, engine)));
      } catch (error) {
        console.log(mode, engine, "failed:", (error as Error).message);
      }
    }
  }
}

await main();
