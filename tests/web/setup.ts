import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => {
  cleanup();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// jsdom has no EventSource; screens subscribe to PocketBase realtime. This one never connects,
// so screens work as they do while the realtime connection is down.
class SilentEventSource extends EventTarget {
  readonly readyState = 0;
  constructor(readonly url: string) {
    super();
  }
  close(): void {}
}
if (!("EventSource" in globalThis)) Object.assign(globalThis, { EventSource: SilentEventSource });
