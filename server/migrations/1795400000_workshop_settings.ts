// Application settings the product decides (docs/product.md "Bounded by design"): the app's name, and
// PocketBase's rate limits switched on, strict on the auth endpoints. PocketBase's default for
// `*:auth` is 2 per 3 s (≈ 40 a minute): far too many password guesses for staff accounts, so
// we allow 10 a minute per client address. The other rules keep PocketBase's defaults.

const APP_NAME = "Workshop";

// PocketBase 0.39's defaults for what this migration changes (core/settings_model.go,
// newDefaultSettings). The down step puts them back; values an administrator has changed in
// the meantime are left alone.
const POCKETBASE_APP_NAME = "Acme";
const POCKETBASE_RATE_LIMIT_RULES = [
  { label: "*:auth", maxRequests: 2, duration: 3 },
  { label: "*:create", maxRequests: 20, duration: 5 },
  { label: "/api/batch", maxRequests: 3, duration: 1 },
  { label: "/api/", maxRequests: 300, duration: 10 },
];

const WORKSHOP_RATE_LIMIT_RULES = [
  { label: "*:auth", maxRequests: 10, duration: 60 },
  { label: "*:create", maxRequests: 20, duration: 5 },
  { label: "/api/batch", maxRequests: 3, duration: 1 },
  { label: "/api/", maxRequests: 300, duration: 10 },
];

type RuleSpec = { label: string; maxRequests: number; duration: number };

function toRules(specs: RuleSpec[]): core.RateLimitRule[] {
  return specs.map((spec) => ({ ...spec, audience: "" }) as unknown as core.RateLimitRule);
}

function sameRules(rules: core.RateLimitRule[], specs: RuleSpec[]): boolean {
  return (
    rules.length === specs.length &&
    specs.every((spec, i) => {
      const rule = rules[i]!;
      return rule.label === spec.label && rule.maxRequests === spec.maxRequests && rule.duration === spec.duration && rule.audience === "";
    })
  );
}

migrate(
  (app) => {
    const settings = app.settings();
    settings.meta.appName = APP_NAME;
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = toRules(WORKSHOP_RATE_LIMIT_RULES);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    if (settings.meta.appName === APP_NAME) settings.meta.appName = POCKETBASE_APP_NAME;
    if (settings.rateLimits.enabled && sameRules(settings.rateLimits.rules, WORKSHOP_RATE_LIMIT_RULES)) {
      settings.rateLimits.enabled = false;
      settings.rateLimits.rules = toRules(POCKETBASE_RATE_LIMIT_RULES);
    }
    app.save(settings);
  },
);
