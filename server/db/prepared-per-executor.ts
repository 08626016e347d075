/**
 * A statement built once per executor (the database, or one transaction on it) and kept for every call after, so
 * drizzle sends it as a named statement and PostgreSQL parses it once a connection. Keyed weakly: a finished
 * transaction's statement goes with it.
 */
export function preparedPerExecutor<E extends object, S>(build: (executor: E) => S): (executor: E) => S {
  const prepared = new WeakMap<E, S>();
  return (executor) => {
    let statement = prepared.get(executor);
    if (statement === undefined) prepared.set(executor, (statement = build(executor)));
    return statement;
  };
}
