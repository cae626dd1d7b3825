// Employees' email addresses ignore letter case (docs/decisions/employee-accounts.md):
// "Alice@Probe.lan" signs in as alice@probe.lan, and no second account can be made for
// ALICE@probe.lan. PocketBase does both itself once the unique index on `email` compares with
// `COLLATE NOCASE`: sign-in, password reset and every other look-up by email then
// ignore the case of A–Z, as does the index. The hooks store new and changed addresses in lower
// case (server/lib/employees/lifecycle.ts); existing ones are lower-cased here, with SQLite's `lower()`,
// which folds A–Z only, like NOCASE.
//
// Where two existing accounts differ only in letter case, neither the index nor the lower case
// can be had without an administrator choosing which account stays: the server still starts,
// says which addresses clash, and keeps comparing case-sensitively (README "Staff accounts").

const EMPLOYEES = "employees";
/** The single-column UNIQUE index PocketBase keeps on an auth collection's `email`. */
const EMAIL_INDEX = /^CREATE UNIQUE INDEX\s+`?([^`\s(]+)`?\s+ON\s+`?employees`?\s*\(\s*`?email`?(?:\s+COLLATE\s+\w+)?\s*\)/i;

/** The `app` a migration receives (PocketBase types it without hooks). */
type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

/** Points the email index at `email` compared as `collate` ("" for case-sensitive). */
function setEmailIndex(app: MigrationApp, collate: string): void {
  const employees = app.findCollectionByNameOrId(EMPLOYEES);
  let name = `idx_email_${employees.id}`.slice(0, 64);
  for (const index of employees.indexes) {
    const match = EMAIL_INDEX.exec(index);
    if (match) name = match[1]!;
  }
  employees.removeIndex(name);
  employees.addIndex(name, true, collate ? `\`email\` COLLATE ${collate}` : "`email`", "`email` != ''");
  app.save(employees);
}

/** Addresses held by more than one account apart from letter case. */
function clashingAddresses(app: MigrationApp): string[] {
  const rows = arrayOf(new DynamicModel({ email: "" }));
  app
    .db()
    .newQuery(`SELECT lower([[email]]) AS [[email]] FROM {{${EMPLOYEES}}} WHERE [[email]] != '' GROUP BY lower([[email]]) HAVING COUNT(*) > 1`)
    .all(rows);
  return rows.map((row) => row.email as string);
}

migrate(
  (app) => {
    const clashes = clashingAddresses(app);
    if (clashes.length > 0) {
      console.log(
        [
          "",
          "  Workshop: employees' email addresses stay case-sensitive for now: these addresses belong",
          `  to more than one account, in different letter case: ${clashes.join(", ")}.`,
          "  See README.md, \"Staff accounts\", for what to do.",
          "",
        ].join("\n"),
      );
      return;
    }
    app.db().newQuery(`UPDATE {{${EMPLOYEES}}} SET [[email]] = lower([[email]]) WHERE [[email]] != lower([[email]])`).execute();
    setEmailIndex(app, "NOCASE");
  },
  (app) => {
    // The addresses stay in lower case: they were typed in some case, and lower case signs in.
    setEmailIndex(app, "");
  },
);
