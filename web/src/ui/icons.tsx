// The few icons the app draws, inline (the app is one file: no icon fonts or image requests).
// Decorative: the text next to them says the same.

const PATHS = {
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM13 17h-2v-6.5h2V17Z",
  success: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z",
  warning: "M12 2.5 1.5 21h21L12 2.5ZM13 18h-2v-2h2v2Zm0-4h-2V9h2v5Z",
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z",
  empty: "M4 4h16v12H4V4Zm2 2v8h12V6H6Zm-2 12h16v2H4v-2Z",
  vehicle:
    "M5 11.5 6.7 6.6A2 2 0 0 1 8.6 5.2h6.8a2 2 0 0 1 1.9 1.4l1.7 4.9A2 2 0 0 1 20 13.5V18h-2v1.5h-2.5V18h-7v1.5H6V18H4v-4.5a2 2 0 0 1 1-2Zm2.2-.5h9.6l-1.3-3.8H8.5L7.2 11ZM7 15.5a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Zm10 0a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Z",
  // The phone's bottom bar: My work (a clipboard), Scan (a code in a frame), Board (columns), More.
  work: "M8 3h8v2h3v16H5V5h3V3Zm2 2v1h4V5h-4ZM7 7v12h10V7H7Zm2.6 5.4 1.6 1.6 3.6-3.6 1.2 1.2-4.8 4.8-2.8-2.8 1.2-1.2Z",
  scan: "M3 3h6v2H5v4H3V3Zm12 0h6v6h-2V5h-4V3ZM3 15h2v4h4v2H3v-6Zm16 0h2v6h-6v-2h4v-4ZM7 7h4v4H7V7Zm6 0h4v4h-4V7Zm-6 6h4v4H7v-4Zm8 0h2v2h-2v-2Zm-2 2h2v2h-2v-2Z",
  board: "M3 4h5v16H3V4Zm6.5 0h5v11h-5V4ZM16 4h5v7h-5V4Z",
  // The theme switch: a half-dark disc.
  theme: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 0 16V4Z",
  more: "M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/** The Workshop mark: a golden ramp on a dark tile, as in the favicon. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#111827" />
      <path
        d="M9 21h14M11 21l2-8h6l2 8"
        stroke="#d4a017"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
