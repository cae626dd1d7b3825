// Where the built app lives and how to read it. PocketBase does not tell hooks its --publicDir,
// so the app is looked up beside pb_hooks (the layout of the repo and of `make dist`), unless
// WORKSHOP_PUBLIC_DIR says otherwise.

import { extractBuildId } from "@shared/app-build";

export const INDEX_FILE = "index.html";

export function publicDir(): string {
  const configured = $os.getenv("WORKSHOP_PUBLIC_DIR");
  return configured !== "" ? configured : $filepath.join(__hooks, "..", "pb_public");
}

/** The app's index.html, or null when the app has not been built. */
export function readIndexHtml(): string | null {
  try {
    return toString($os.readFile($filepath.join(publicDir(), INDEX_FILE)));
  } catch {
    return null;
  }
}

/** The build id stamped into the index.html being served. */
export function servedBuildId(): string | null {
  const html = readIndexHtml();
  return html === null ? null : extractBuildId(html);
}

// Other files in pb_public are served only when their names look like ordinary top-level
// assets (favicon.ico, robots.txt): no folders, no dotfiles, no index.html twice.
const PLAIN_FILE_NAME = /^\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

export function isServableFile(path: string): boolean {
  if (!PLAIN_FILE_NAME.test(path) || path === `/${INDEX_FILE}`) return false;
  try {
    return !$os.stat($filepath.join(publicDir(), path.slice(1))).isDir();
  } catch {
    return false;
  }
}
