// How a page knows its own build and how the server tells which build it serves
// (docs/product.md "New build"): the build id is stamped into index.html as a meta tag, and the
// server reads the same tag back out of the index.html it is serving.

import { metaTagPattern } from "./html-meta";

export const BUILD_META_NAME = "workshop-build";
export const BUILD_ENDPOINT = "/api/app/build";

/** The answer of BUILD_ENDPOINT. */
export interface BuildInfo {
  readonly build: string;
}

/** Build ids are short lowercase hex digests; anything else in the tag is not ours. */
export const BUILD_ID_PATTERN = /^[0-9a-f]{8,64}$/;

/** The build meta tag; group 1 is the id. */
export const BUILD_META_TAG = metaTagPattern(BUILD_META_NAME);

export function buildMetaTag(buildId: string): string {
  return `<meta name="${BUILD_META_NAME}" content="${buildId}">`;
}

/** The build id stamped into an index.html, or null when it has none. */
export function extractBuildId(html: string): string | null {
  const match = BUILD_META_TAG.exec(html);
  const id = match?.[1];
  return id !== undefined && BUILD_ID_PATTERN.test(id) ? id : null;
}
