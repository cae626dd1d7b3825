import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n";
import { Button, type ButtonVariant } from "./button";

/**
 * A modal question before something that cannot be undone, on the native <dialog>: focus stays
 * inside while it is open, Escape cancels, and focus returns to where it was when it closes.
 * The safe choice (Cancel) has the focus first. Without `onConfirm` it only shows something,
 * with one button to close it (`cancelLabel`).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = "danger",
  busy = false,
  className,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  /** Added to "dialog", e.g. for a wider one. */
  className?: string;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && (
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t("action.cancel")}
        </Button>
        {onConfirm && (
          <Button variant={variant} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t("action.confirm")}
          </Button>
        )}
      </div>
    </dialog>
  );
}
