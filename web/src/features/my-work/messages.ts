// The my-work feature's texts in every language (docs/decisions/languages.md): the `my-work` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {};

export const messages: Messages<typeof en> = { en, de: {} };
