import { LOADING_BAR } from "@shared/constants";

/**
 * The golden bar at the very top of the window (docs/product.md "Around every screen": 3 px). Its state comes from
 * web/src/lib/loading-bar.ts; it is decoration, so assistive technology skips it.
 */
export function LoadingBar({ visible, progress }: { visible: boolean; progress: number }) {
  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-visible={visible}
      style={{
        background: LOADING_BAR.color,
        height: `${LOADING_BAR.heightPx}px`,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
      }}
    />
  );
}
