import { useSyncExternalStore } from "react";
import { UNREACHABLE_MESSAGE } from "../lib/api-errors";
import { connection } from "../lib/connection";

/** A bar under the header while the server cannot be reached; it goes away once it answers. */
export function ConnectionNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  if (state === "online") return null;
  return (
    <div className="connection-notice" role="status">
      {UNREACHABLE_MESSAGE}
    </div>
  );
}
