import { useSyncExternalStore } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { UNREACHABLE_MESSAGE } from "../lib/api-errors";
import { connection } from "../lib/connection";
import { useDeviceChanges, useDeviceCopyAge } from "../lib/offline/pending";
import { formatRelativeDate } from "../ui/format";
import { useNow } from "../features/work-orders/use-now";

function changesWord(count: number): string {
  return count === 1 ? "1 change" : `${count} changes`;
}

/** Where the person reviews the changes on this device (My work's list of them). */
export const DEVICE_CHANGES_HREF = `${pathTo("my-work")}#device-changes`;

/**
 * A bar under the header while the server cannot be reached (docs/product.md "Phone and offline"): "Offline —
 * N changes waiting", and how old what the screen shows is when it comes from the device. Also
 * while changes are on their way, and while any change the server refused waits for the person
 * to discard or redo it. It goes away once the server answers and nothing is left.
 */
export function ConnectionNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const changes = useDeviceChanges();
  const savedAt = useDeviceCopyAge();
  const now = useNow();
  const waiting = changes.filter((change) => change.state === "waiting").length;
  const refused = changes.length - waiting;
  const offline = state !== "online";
  if (!offline && changes.length === 0) return null;
  const age = offline && savedAt !== null ? ` Shown as saved on this device ${formatRelativeDate(new Date(savedAt).toISOString(), now.getTime())}.` : "";
  return (
    <div className="connection-notice" role="status">
      {offline && waiting > 0 && (
        <p>
          <strong>Offline — {changesWord(waiting)} waiting.</strong> {waiting === 1 ? "It is" : "They are"} sent when the server can be
          reached again.{age}
        </p>
      )}
      {offline && waiting === 0 && (
        <p>
          {UNREACHABLE_MESSAGE}
          {age}
        </p>
      )}
      {!offline && waiting > 0 && <p>Sending {changesWord(waiting)} made on this device…</p>}
      {refused > 0 && (
        <p>
          {refused === 1 ? "1 change was not accepted by the server." : `${refused} changes were not accepted by the server.`}{" "}
          <Link href={DEVICE_CHANGES_HREF}>Review {refused === 1 ? "it" : "them"}</Link>
        </p>
      )}
    </div>
  );
}
