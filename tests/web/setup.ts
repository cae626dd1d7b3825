import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// jsdom has no EventSource, which PocketBase's realtime client needs: without one, every screen
// with live updates would throw from inside the SDK. This stand-in fails to connect at once, as a
// server without realtime would; the SDK then gives up cleanly and the screens work without
// live updates. Tests of live updates replace `pb.realtime.subscribe` themselves.
class UnreachableEventSource extends EventTarget {
  onerror: ((event: Event) => void) | null = null;
  readonly readyState = 2;
  constructor(readonly url: string) {
    super();
    queueMicrotask(() => this.onerror?.(new Event("error")));
  }
  close(): void {}
}
if (!("EventSource" in globalThis)) Object.assign(globalThis, { EventSource: UnreachableEventSource });

afterEach(() => {
  cleanup();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
