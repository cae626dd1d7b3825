// What happens around every in-app navigation (wouter's `aroundNav`): a new build that is live
// turns the navigation into a full load of its target (guarded, see lib/new-build.ts), and a
// route change runs the loading bar until the new screen has rendered and started its loads.

import type { AroundNavHandler } from "wouter";
import { BUILD_ENDPOINT } from "@shared/app-build";
import { pb } from "../lib/api-client";
import { loadingBar, type LoadingBarController } from "../lib/loading-bar";
import { createNewBuildWatcher, type NewBuildWatcher } from "../lib/new-build";

export function createAroundNav(watcher: Pick<NewBuildWatcher, "reloadInsteadOfNavigating">, bar: Pick<LoadingBarController, "start">): AroundNavHandler {
  return (navigate, to, options) => {
    if (watcher.reloadInsteadOfNavigating(to, options?.replace ?? false)) return;
    const done = bar.start();
    try {
      navigate(to, options);
    } finally {
      // After React has rendered the new screen and its effects have started their requests,
      // which keep the bar running on their own count.
      setTimeout(done, 0);
    }
  };
}

/** This page's watcher, asking the server the API client talks to. */
export const newBuild = createNewBuildWatcher(pb.buildURL(BUILD_ENDPOINT));

export const aroundNav = createAroundNav(newBuild, loadingBar);
