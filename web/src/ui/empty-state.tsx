import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/** What a list shows when there is nothing in it: what that means, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
  icon = "empty",
  heading: Heading = "h2",
}: {
  title: ReactNode;
  /** "h1" when the empty state is all the page shows. */
  heading?: "h1" | "h2";
  children?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={32} />
      </span>
      <Heading>{title}</Heading>
      {children && <p>{children}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
