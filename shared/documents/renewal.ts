// Which papers a newer one has renewed (docs/decisions/documents.md): of one vehicle's papers of
// one kind, the one that expires last is the paper in force; every one that expires earlier has
// been renewed, and its "Renew: …" reminder is done. Papers of the kind "other" are unrelated to
// each other and renew nothing. Pure, so the rule is tested on its own.

import type { DocumentKind } from "./record";

export interface PaperExpiry {
  readonly id: string;
  /** The day it expires ("YYYY-MM-DD"), "" for none. */
  readonly expires: string;
}

/** The ids of the papers that a later-expiring paper of the same vehicle and kind has renewed. */
export function renewedPapers(kind: DocumentKind | string, papers: readonly PaperExpiry[]): Set<string> {
  const renewed = new Set<string>();
  if (kind === "other") return renewed;
  let latest = "";
  for (const paper of papers) if (paper.expires > latest) latest = paper.expires;
  for (const paper of papers) if (paper.expires !== "" && paper.expires < latest) renewed.add(paper.id);
  return renewed;
}
