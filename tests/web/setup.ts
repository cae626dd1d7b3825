import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { resources } from "../../web/src/app/catalogues";
import { initLanguages } from "../../web/src/lib/i18n";

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

// jsdom has no matchMedia; the theme switch (web/src/lib/theme.ts) asks whether the system is
// dark. This one answers "no" to every query and never changes, as a light-themed device does.
if (typeof globalThis.matchMedia !== "function") {
  Object.assign(globalThis, {
    matchMedia: (media: string): MediaQueryList =>
      Object.assign(new EventTarget(), { media, matches: false, onchange: null, addListener() {}, removeListener() {} }) as unknown as MediaQueryList,
  });
}

// The screens speak English here, from the same catalogues as the page (web/src/main.tsx).
initLanguages(resources(), "en");
