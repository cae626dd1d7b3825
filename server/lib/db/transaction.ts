// Side effects in the same transaction as the change that causes them
// (docs/product.md "Work orders"). PocketBase saves a record outside any transaction (only deletes
// and batch requests run in one), so the `*Execute` hooks of work orders, items, readings and
// vehicles wrap their part of the save — the INSERT or UPDATE itself (`e.next()`) and every write
// it causes — in one: all of it is stored, or none. Inside, `e.app` is the transaction's app, so
// nested saves join it, and PocketBase sends their realtime events once it has committed.

/**
 * Runs `work` with `e.app` in a transaction (the current one when there is one). An error
 * thrown inside rolls everything back and reaches the client as it was thrown (a 400 stays a
 * 400 with its field errors), not as the engine's wrapping of it.
 */
export function inTransaction(e: core.RecordEvent, work: (app: core.App) => void): void {
  if (e.app.isTransactional()) {
    work(e.app);
    return;
  }
  const original = e.app;
  let thrown: { error: unknown } | null = null;
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      try {
        work(txApp);
      } catch (error) {
        thrown = { error };
        throw error;
      } finally {
        e.app = original;
      }
    });
  } catch (error) {
    throw thrown === null ? error : (thrown as { error: unknown }).error;
  }
}
