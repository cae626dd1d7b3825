// Every namespace of the app's texts (docs/decisions/languages.md): `common` for the shared pieces,
// `labels` for the records' fixed values (shared with the server's digest), one per feature named
// after its folder. i18next gets them all at start; `t()` is typed by the English catalogues.

import type { Resource } from "i18next";
import { labelMessages } from "@shared/i18n/labels";
import { LANGUAGES } from "@shared/i18n/languages";
import { messages as categories } from "../features/categories/messages";
import { messages as dashboard } from "../features/dashboard/messages";
import { messages as documents } from "../features/documents/messages";
import { messages as errors } from "../features/errors/messages";
import { messages as history } from "../features/history/messages";
import { messages as inspections } from "../features/inspections/messages";
import { messages as landing } from "../features/landing/messages";
import { messages as myWork } from "../features/my-work/messages";
import { messages as offline } from "../features/offline/messages";
import { messages as parts } from "../features/parts/messages";
import { messages as photos } from "../features/photos/messages";
import { messages as reminders } from "../features/reminders/messages";
import { messages as scan } from "../features/scan/messages";
import { messages as session } from "../features/session/messages";
import { messages as template } from "../features/template/messages";
import { messages as theme } from "../features/theme/messages";
import { messages as time } from "../features/time/messages";
import { messages as vehicles } from "../features/vehicles/messages";
import { messages as workOrders } from "../features/work-orders/messages";
import { commonMessages } from "../ui/common-messages";

export const NAMESPACES = {
  common: commonMessages,
  labels: labelMessages,
  categories,
  dashboard,
  documents,
  errors,
  history,
  inspections,
  landing,
  "my-work": myWork,
  offline,
  parts,
  photos,
  reminders,
  scan,
  session,
  template,
  theme,
  time,
  vehicles,
  "work-orders": workOrders,
};

/** i18next's resources: every language, every namespace. */
export function resources(): Resource {
  const all: Resource = {};
  for (const language of LANGUAGES) {
    all[language] = Object.fromEntries(Object.entries(NAMESPACES).map(([namespace, messages]) => [namespace, messages[language]]));
  }
  return all;
}

type Namespaces = typeof NAMESPACES;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { [N in keyof Namespaces]: Namespaces[N]["en"] };
  }
}
