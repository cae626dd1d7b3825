// The vehicles changed last, each linking to its page, with who changed it and when.

import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { RecentVehicle } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { StatusBadge } from "../../ui/badge";
import { DateText } from "../../ui/date-text";

/** The current time, once a minute, so that "5 min ago" does not go stale on an open page. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function RecentVehicles({ vehicles }: { vehicles: readonly RecentVehicle[] }) {
  const now = useMinuteClock();
  const { t } = useTranslation("dashboard");
  return (
    <section className="card recent" aria-labelledby="recent-title">
      <h2 id="recent-title">{t("recent.vehicles")}</h2>
      <ul className="recent-list">
        {vehicles.map((vehicle) => {
          return (
            <li key={vehicle.id} className="recent-item recent-item-stacked">
              <div className="recent-main">
                <Link href={pathTo("vehicle", { id: vehicle.id })} className="recent-link">
                  <span className="plate">{vehicle.plate}</span>
                  <span className="recent-name">
                    {vehicle.make} {vehicle.model}
                  </span>
                </Link>
                <span className="recent-when">
                  {vehicle.updatedBy && <>{vehicle.updatedBy} · </>}
                  <DateText value={vehicle.updated} now={now} />
                </span>
              </div>
              <StatusBadge status={vehicle.status} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
