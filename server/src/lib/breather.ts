import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For a long loop on the request thread (a rate sheet's thousands of rows): call the returned function
 * once per item; after `budgetMs` of work since the last pause it lets the event loop answer whatever
 * else is waiting, so one operator's upload does not hold every other request (issue 20: the bench
 * pings the server during an import and an export).
 */
export function breather(budgetMs = 8): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
