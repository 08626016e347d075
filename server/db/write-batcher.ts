/**
 * Gathers writes that arrive together into one statement, and answers each caller only when its own write is done
 * (group commit, docs/decisions/057). Nothing waits on a timer: the first write goes at the next turn of the event
 * loop, and while a batch is in the database the next one gathers. So a lone request pays no delay, and under load
 * one statement carries many requests' rows instead of one each.
 *
 * `write` answers each item in order, as `Promise.allSettled` would: one item's failure is that caller's alone.
 */
export interface WriteBatcher<T, R> {
  add(item: T): Promise<R>;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
}

export function createWriteBatcher<T, R>(
  write: (items: T[]) => Promise<PromiseSettledResult<R>[]>,
  options: { maxItems: number },
): WriteBatcher<T, R> {
  let waiting: Waiting<T, R>[] = [];
  let scheduled = false;
  let inDatabase = false;

  const schedule = () => {
    if (scheduled || inDatabase || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => void run());
  };

  const run = async () => {
    scheduled = false;
    const batch = waiting.slice(0, options.maxItems);
    waiting = waiting.slice(batch.length);
    inDatabase = true;
    try {
      const results = await write(batch.map(({ item }) => item));
      batch.forEach((entry, index) => {
        const result = results[index];
        if (result?.status === "fulfilled") entry.resolve(result.value);
        else entry.reject(result ? result.reason : new Error("The batch's write gave no answer for this item."));
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      inDatabase = false;
      schedule();
    }
  };

  return {
    add(item) {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}

/** One batcher per database object, made on first use (a test's database gets its own). */
export function batcherPerDatabase<D extends object, T, R>(make: (db: D) => WriteBatcher<T, R>): (db: D) => WriteBatcher<T, R> {
  const batchers = new WeakMap<D, WriteBatcher<T, R>>();
  return (db) => {
    let batcher = batchers.get(db);
    if (batcher === undefined) batchers.set(db, (batcher = make(db)));
    return batcher;
  };
}
