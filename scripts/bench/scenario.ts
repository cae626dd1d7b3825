// What one row of `make bench` is: a request (or a Lua generator of requests) and its budget.
// A module of its own, so that the modules that make scenarios (scenarios.ts, history.ts) and
// those that run them import it without importing each other.

export type ScenarioScript = "create" | "update" | "create-work-order" | "work-order-status";

export type ScenarioKind = "read" | "write" | "product-only";

export interface Scenario {
  readonly key: string;
  readonly label: string;
  readonly kind: ScenarioKind;
  /** The request (a GET), or the first request of a Lua generator. */
  readonly path: string;
  /**
   * What the product's screen sends instead, when that differs from PocketBase's own request
   * (the search goes to the product's indexed endpoint): bare PocketBase answers `path`.
   */
  readonly productPath?: string;
  readonly script?: ScenarioScript;
  readonly args?: readonly string[];
  /** Whether the SQLite floor is measured for it. */
  readonly floor?: boolean;
  /** An absolute budget for the product's p50 at concurrency 1, instead of a ratio to the baseline. */
  readonly budgetMs?: number;
  /** The concurrencies it runs at, when not all of them (a scenario that must not race itself). */
  readonly concurrencies?: readonly number[];
}
