// Values bound to `{:name}` placeholders, in our SQL ($app.db()) and in PocketBase filters alike.
// Its own module, free of PocketBase globals, so the pure SQL builders and their unit tests can
// share the type with sql.ts.

export type SqlParams = { [name: string]: string | number };
