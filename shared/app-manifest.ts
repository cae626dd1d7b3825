// Installing the app (a PWA): the web app manifest the server hands out at /manifest.webmanifest
// (server/hooks/pages.hooks.ts; web/index.html links it), and where the service worker lives. The manifest carries the workshop's own name (WORKSHOP_NAME,
// shared/workshop-settings.ts), so a phone's home screen says "Müller Fleet Service"; the icons
// are the Workshop mark drawn as SVG inside the manifest itself (the app ships no image files).

import { DEFAULT_WORKSHOP_NAME } from "./workshop-settings";

export const MANIFEST_CONTENT_TYPE = "application/manifest+json";
/** The service worker: served from the root, so that its scope is the whole app. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The file the build writes into pb_public for SERVICE_WORKER_PATH. */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * Where the installed app opens: the sign-in page, whose `auth` middleware sends a signed-in
 * employee straight on to their home (My work for a technician, the board for the others) and
 * shows the form to anyone else. No other address does both.
 */
export const START_URL = "/login";

export const THEME_COLOR = "#1f2937";
export const BACKGROUND_COLOR = "#111827";

/** The mark on its rounded dark tile (as the favicon), and full-bleed for masks a launcher cuts. */
const MARK = `<path d="M9 21h14M11 21l2-8h6l2 8" stroke="#d4a017" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BACKGROUND_COLOR}"/>${MARK}</svg>`;
// A maskable icon keeps its drawing inside the middle 80 %: the mark scaled about the centre.
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND_COLOR}"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g></svg>`;

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: string;
}

export interface AppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: "standalone";
  readonly orientation: "any";
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
}

/** A launcher shows about 12 characters under an icon: longer names are cut at a word. */
export function shortName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? "";
  return Array.from(firstWord).length <= 12 && firstWord !== "" ? firstWord : characters.slice(0, 12).join("");
}

/** The manifest for a workshop called `name` (already parsed by parseWorkshopName). */
export function appManifest(name: string = DEFAULT_WORKSHOP_NAME): AppManifest {
  return {
    id: "/",
    name,
    short_name: shortName(name),
    description: "The workshop's vehicles and work: jobs, scans and changes on the shop floor, even offline.",
    start_url: START_URL,
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: svgDataUrl(ICON_SVG), sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: svgDataUrl(MASKABLE_SVG), sizes: "any", type: "image/svg+xml", purpose: "maskable" },
    ],
  };
}
