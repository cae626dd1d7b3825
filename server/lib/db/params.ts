// Values bound to `{:name}` placeholders, in our SQL (`app.db()`) and in PocketBase filters alike.
// Free of PocketBase globals, so the pure SQL builders and their unit tests can share the type.

export type SqlParams = { [name: string]: string | number };
