import { useEffect, useState } from "react";
import type { RecordModel } from "pocketbase";
import { pb } from "./api-client";
import { describeApiError, type ApiFailure } from "./api-errors";

export type RecordOnce<T> =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly failure: Exclude<ApiFailure, { kind: "cancelled" }>; readonly missing: boolean }
  | { readonly kind: "ready"; readonly record: T };

/** One record read once (a page to print, not to edit): loading, failed (missing: 404) or ready. */
export function useRecordOnce<T extends RecordModel>(collection: string, id: string, query: Record<string, string> = {}): RecordOnce<T> {
  const [state, setState] = useState<RecordOnce<T>>({ kind: "loading" });
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    pb.collection(collection)
      .getOne<T>(id, { ...JSON.parse(queryKey), requestKey: `once-${collection}-${id}` })
      .then((record) => setState({ kind: "ready", record }))
      .catch((error: unknown) => {
        const failure = describeApiError(error);
        if (failure.kind !== "cancelled") setState({ kind: "failed", failure, missing: failure.kind === "failed" && failure.status === 404 });
      });
  }, [collection, id, queryKey]);
  return state;
}
