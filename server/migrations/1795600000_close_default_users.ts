// Employees are the only people who sign in, and there is no self sign-up (docs/product.md "Who uses it"). But
// PocketBase's first migration creates an auth collection `users` whose create rule is open:
// any guest on the LAN could sign up there and get a signed-in session. The workshop has no use
// for it, so it goes. A server where people have already signed up there keeps their records
// for an administrator to review in the dashboard, but the collection is closed: no rule lets
// anyone but a superuser in, and nobody can sign in to it.

import type { AuthCollectionSpec, Rule } from "../types/collection-spec";

const USERS = "users";

// PocketBase 0.39's default `users` collection (migrations/1640988000_init.go), which the down
// step puts back.
const OWNER_ONLY = "id = @request.auth.id";
const POCKETBASE_USERS: AuthCollectionSpec = {
  type: "auth",
  id: "_pb_users_auth_",
  name: USERS,
  listRule: OWNER_ONLY,
  viewRule: OWNER_ONLY,
  createRule: "",
  updateRule: OWNER_ONLY,
  deleteRule: OWNER_ONLY,
  authRule: "",
  manageRule: null,
  fields: [
    { name: "name", type: "text", max: 255 },
    {
      name: "avatar",
      type: "file",
      maxSelect: 1,
      maxSize: 0,
      mimeTypes: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"],
    },
    { name: "created", type: "autodate", onCreate: true, onUpdate: false },
    { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
  ],
  passwordAuth: { enabled: true, identityFields: ["email"] },
  oauth2: { enabled: false },
  otp: { enabled: false },
  mfa: { enabled: false },
  authAlert: { enabled: true },
  authToken: { duration: 604800 },
};

/** The `app` a migration receives (PocketBase types it without hooks). */
type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

type RuleName = "listRule" | "viewRule" | "createRule" | "updateRule" | "deleteRule" | "authRule" | "manageRule";
const RULE_NAMES: readonly RuleName[] = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule", "authRule", "manageRule"];

/** PocketBase's generated types make rules `string`; null ("superusers only") is what we set. */
function rules(collection: core.Collection): Record<RuleName, Rule> {
  return collection as unknown as Record<RuleName, Rule>;
}

function findUsers(app: MigrationApp): core.Collection | null {
  try {
    return app.findCollectionByNameOrId(USERS);
  } catch {
    return null;
  }
}

/** Whether the collection is as this migration left a non-empty `users`: closed to all. */
function isClosed(users: core.Collection): boolean {
  return RULE_NAMES.every((name) => rules(users)[name] === null) && !users.passwordAuth.enabled;
}

migrate(
  (app) => {
    const users = findUsers(app);
    if (!users) return;
    if (app.countRecords(USERS) === 0) {
      app.delete(users);
      return;
    }
    for (const name of RULE_NAMES) rules(users)[name] = null;
    users.passwordAuth.enabled = false;
    users.oauth2.enabled = false;
    users.otp.enabled = false;
    // New secrets end the sessions and file tokens its accounts already have.
    users.authToken.secret = $security.randomString(50);
    users.fileToken.secret = $security.randomString(50);
    app.save(users);
  },
  (app) => {
    const users = findUsers(app);
    if (!users) {
      app.save(new Collection(POCKETBASE_USERS as unknown as Collection));
      return;
    }
    if (!isClosed(users)) return; // changed by an administrator since: theirs to keep
    for (const name of RULE_NAMES) rules(users)[name] = POCKETBASE_USERS[name];
    users.passwordAuth.enabled = true;
    app.save(users);
  },
);
