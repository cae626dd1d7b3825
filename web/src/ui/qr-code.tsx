// A QR code as inline SVG: one <path> of dark modules, no styles or scripts, so it renders under
// the page's strict Content-Security-Policy (shared/content-security.ts) and prints sharp at any
// size. The encoding is lean-qr's (its 2 kB "nano" build: ISO 18004, byte mode, all correction
// levels); the drawing is ours.

import { useMemo } from "react";
import { correction, generate } from "lean-qr/nano";

/** The quiet zone (blank modules around the code) scanners need: 4 in the QR standard. */
const QUIET_ZONE = 4;

/** The SVG path of the dark modules of a `size`² code: one unit square per module, after the quiet zone. */
export function qrPath(size: number, dark: (x: number, y: number) => boolean): string {
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (dark(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return path;
}

/** A QR code of `value` (a URL, say) with medium error correction, drawn `size` CSS px wide. */
export function QrCode({ value, label, size = 160, className }: { value: string; label: string; size?: number; className?: string }) {
  const { path, width } = useMemo(() => {
    const code = generate(value, { minCorrectionLevel: correction.M });
    return { path: qrPath(code.size, (x, y) => code.get(x, y)), width: code.size + 2 * QUIET_ZONE };
  }, [value]);
  return (
    <svg
      className={["qr-code", className].filter(Boolean).join(" ")}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
