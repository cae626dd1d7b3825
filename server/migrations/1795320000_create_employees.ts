// The staff who sign in (docs/product.md "Employees" and "Access rules"). Superusers create and delete
// employees in the dashboard; an employee sees colleagues' names (never their emails, which stay
// hidden by emailVisibility=false) and may change only their own name and password.

import type { AuthCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const employees: AuthCollectionSpec = {
      type: "auth",
      name: "employees",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: null,
      updateRule: [
        "id = @request.auth.id",
        "@request.body.email:isset = false",
        "@request.body.emailVisibility:isset = false",
        "@request.body.verified:isset = false",
      ].join(" && "),
      deleteRule: null,
      manageRule: null,
      authRule: "",
      fields: [
        { name: "name", type: "text", required: true, min: 1, max: 100, presentable: true },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      passwordAuth: { enabled: true, identityFields: ["email"] },
      oauth2: { enabled: false },
      otp: { enabled: false },
      mfa: { enabled: false },
      // A LAN server usually has no mail server: no "new sign-in" alert emails.
      authAlert: { enabled: false },
      // Tokens live as long as the pb_auth cookie that carries them (docs/product.md "Session": 7 days).
      authToken: { duration: 604800 },
    };
    app.save(new Collection(employees as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("employees"));
  },
);
