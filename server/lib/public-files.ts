// Where the built app lives and how to read it. PocketBase does not tell hooks its --publicDir,
// so the app is looked up beside pb_hooks (the layout of the repo and of `make dist`), unless
// WORKSHOP_PUBLIC_DIR says otherwise.

export const INDEX_FILE = "index.html";

export function publicDir(): string {
  const configured = $os.getenv("WORKSHOP_PUBLIC_DIR");
  return configured !== "" ? configured : $filepath.join(__hooks, "..", "pb_public");
}

function indexPath(): string {
  return $filepath.join(publicDir(), INDEX_FILE);
}

/**
 * Which file is on disk (index.html, …): its path, modification time (to the nanosecond) and size;
 * null when there is none. A new build, even one of the same size, gets a new modification time.
 */
function fileVersion(path: string): string | null {
  try {
    const info = $os.stat(path);
    const modified = info.modTime();
    return `${path} ${modified.unix()}.${modified.nanosecond()} ${info.size()}`;
  } catch {
    return null;
  }
}

interface Cached<T> {
  readonly version: string;
  readonly value: T;
}

/**
 * `prepare(html)` of the index.html on disk, worked out once per version of the file and kept in
 * `$app.store()`, which every JS engine of the server shares: a page load then costs one stat of
 * the file instead of reading and scanning ≈ 290 KB. `key` names the cache entry. The version is
 * taken before the file is read, so a build written while it is being read is read again on the
 * next request. The value crosses into Go and back: plain data only (strings, numbers, objects,
 * Go byte slices such as `toBytes` makes). Null when the app has not been built. `companions`
 * name other files of pb_public that `prepare` reads.
 */
export function fromIndexHtml<T>(key: string, prepare: (html: string) => T, companions: readonly string[] = []): T | null {
  const path = indexPath();
  let version = fileVersion(path);
  if (version === null) return null;
  // Files the prepared value is made from too (the build's compressed pieces, written just after
  // index.html): a value made while one was still missing or old is made again once it is there.
  for (const name of companions) version += ` ${fileVersion($filepath.join(publicDir(), name)) ?? "-"}`;
  const store = $app.store();
  const cached = store.get(key) as Cached<T> | undefined;
  if (cached?.version === version) return cached.value;
  let html: string;
  try {
    html = toString($os.readFile(path));
  } catch {
    return null;
  }
  const value = prepare(html);
  const entry: Cached<T> = { version, value };
  store.set(key, entry);
  return value;
}

// Other files in pb_public are served only when their names look like ordinary top-level
// assets (favicon.ico, robots.txt): no folders, no dotfiles, no index.html twice, and not the
// build's compressed pieces of it (index.html.br.part: servePage sends them whole).
const PLAIN_FILE_NAME = /^\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

export function isServableFile(path: string): boolean {
  if (!PLAIN_FILE_NAME.test(path) || path === `/${INDEX_FILE}` || path.startsWith(`/${INDEX_FILE}.`)) return false;
  try {
    return !$os.stat($filepath.join(publicDir(), path.slice(1))).isDir();
  } catch {
    return false;
  }
}
