import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/** What a list shows when there is nothing in it: what that means, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
  icon = "empty",
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={32} />
      </span>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
