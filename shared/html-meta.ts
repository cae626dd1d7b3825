// The `<meta name="…" content="…">` tags the build stamps into index.html (build id, CSP hashes,
// backend URL) and the server reads back out of it or fills in.

/**
 * A tag `<meta name="NAME" content="…">` as the build writes it (also with `/>`); group 1 is the
 * content. NAME is one of our own meta names: letters, digits and dashes, nothing to escape.
 */
export function metaTagPattern(name: string): RegExp {
  return new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"\\s*\\/?>`);
}
