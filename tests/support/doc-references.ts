// What the repository's own text points at, so that a test can check each target exists
// (tests/unit/docs.test.ts): `docs/…` paths named anywhere (code comments, Makefile, docs),
// relative links and #anchors in Markdown, and the sections that comments cite by name, such as
// `README "Backups"` or a decision file followed by "a heading" in quotes.

export interface Reference {
  /** The file that names the target, relative to the repository's root. */
  readonly file: string;
  readonly line: number;
  /** A path relative to the repository's root (a folder ends with "/"); "" for the file itself. */
  readonly target: string;
  /** A #fragment of a Markdown link, as written (without "#"). */
  readonly anchor?: string;
  /** A section cited by name in quotes after the path. */
  readonly section?: string;
}

/** `docs/` preceded by nothing that makes it part of a longer path or URL. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*/g;
/** `README "Staff accounts"` or `README.md, "Backups"`. */
const README_SECTION = /(?<![\w./-])README(?:\.md)?,? "([^"\n]+)"/g;
/** A section named right after a path: `docs/x.md "Heading"` or `docs/x.md, "Heading"`. */
const QUOTED_SECTION = /^,? "([^"\n]+)"/;

/** Every `docs/…` path in a text, with the section cited after it, if any. */
export function docsPathReferences(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  text.split("\n").forEach((content, index) => {
    for (const match of content.matchAll(DOCS_PATH)) {
      // Sentence punctuation after a path is not part of it ("see docs/performance.md.").
      const target = match[0].replace(/[.-]+$/, "");
      const section = QUOTED_SECTION.exec(content.slice(match.index + match[0].length))?.[1];
      found.push({ file, line: index + 1, target, ...(section === undefined ? {} : { section }) });
    }
    for (const match of content.matchAll(README_SECTION)) {
      found.push({ file, line: index + 1, target: "README.md", section: match[1]! });
    }
  });
  return found;
}

/** The lines of a Markdown text outside fenced code blocks, with their numbers. */
function proseLines(text: string): { content: string; line: number }[] {
  const lines: { content: string; line: number }[] = [];
  let fence: string | null = null;
  text.split("\n").forEach((content, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(content);
    if (opener) {
      if (fence === null) fence = opener[1]!;
      else if (opener[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) lines.push({ content, line: index + 1 });
  });
  return lines;
}

/** Inline links and images whose target is a file of the repository (not a URL, not a server path). */
export function markdownLinks(file: string, text: string): Reference[] {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
  const found: Reference[] = [];
  for (const { content, line } of proseLines(text)) {
    const prose = content.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const raw = match[1]!;
      // URLs (https:, mailto:) and paths on a running server (/_/, /login) are not files here.
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("/")) continue;
      const hash = raw.indexOf("#");
      const path = hash === -1 ? raw : raw.slice(0, hash);
      const anchor = hash === -1 ? undefined : decodeURIComponent(raw.slice(hash + 1));
      found.push({ file, line, target: path === "" ? "" : resolvePath(dir, decodeURIComponent(path)), ...(anchor === undefined ? {} : { anchor }) });
    }
  }
  return found;
}

/** `base` (a folder, ending in "/" or empty) joined with a relative path, "." and ".." resolved. */
export function resolvePath(base: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${base}${relative}`.split("/")) {
    if (part === "." || part === "") continue;
    if (part === "..") {
      // Above the repository's root: a path that cannot exist, kept visible in the message.
      if (parts.length === 0) return `../${relative}`;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/") + (relative.endsWith("/") && parts.length > 0 ? "/" : "");
}

/** A heading's text as a reader sees it: no code marks, emphasis, links or trailing #s. */
function plainHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .replace(/\s+#+\s*$/, "")
    .trim();
}

/** The headings of a Markdown text, as written (plain text). */
export function headings(text: string): string[] {
  return proseLines(text)
    .map(({ content }) => /^#{1,6}\s+(.*)$/.exec(content)?.[1])
    .filter((heading): heading is string => heading !== undefined)
    .map(plainHeading);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return plainHeading(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown text offers, numbered as GitHub numbers repeated headings ("-1", "-2"). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const heading of headings(text)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/**
 * Whether a section cited by name is in a Markdown text: a heading that is the name or starts
 * with it ("Benchmarks" for "Benchmarks (issue 7)"), or a bold lead ("**Each check once per hook**").
 */
export function hasSection(text: string, section: string): boolean {
  const wanted = section.trim().toLowerCase();
  const named = (candidate: string) => {
    const plain = candidate.trim().toLowerCase();
    return plain === wanted || (plain.startsWith(wanted) && /^[\s:(—,-]/.test(plain.slice(wanted.length)));
  };
  if (headings(text).some(named)) return true;
  return [...text.matchAll(/\*\*([^*\n]+)\*\*/g)].some((match) => named(match[1]!));
}
