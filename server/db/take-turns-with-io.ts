import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs each statement inside this process, synchronously, and answers it through a promise: no I/O between one
 * request's statements and the next's. Under load the microtask queue then never empties, and Node reads no socket
 * until every request in flight is answered (stretches of 400-800 ms in a profile at 100 connections, with some
 * connections left unread for 10 s). Waiting one turn of the event loop before each statement lets Node read sockets
 * and accept connections in between, as it does while waiting on PostgreSQL's socket.
 */
export function takeTurnsWithIo(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite["query"];
  client.exec = (async (...args: Parameters<PGlite["exec"]>) => {
    await nextTurn();
    return exec(...args);
  }) as PGlite["exec"];
  return client;
}
