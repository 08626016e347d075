/**
 * Counts the requests the app is answering, so that a shutdown can wait for them before it closes the database.
 * `server.close()` waits for connections, not requests: a client that hangs up (a closed tab, a timed-out API call)
 * takes its connection away while its request goes on, and that request's writes (its grade, the request log) would
 * meet a closed database, or none at all once the process exits.
 */
export function trackRequestsInFlight<Args extends unknown[], Answer>(fetch: (...args: Args) => Answer | Promise<Answer>) {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const finished = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  return {
    fetch(...args: Args): Answer | Promise<Answer> {
      inFlight += 1;
      let answer: Answer | Promise<Answer>;
      try {
        answer = fetch(...args);
      } catch (error) {
        finished();
        throw error;
      }
      if (answer instanceof Promise) return answer.finally(finished);
      finished();
      return answer;
    },
    /** Resolves once no request is being answered (at once when none is). */
    settled(): Promise<void> {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
    get count() {
      return inFlight;
    },
  };
}
