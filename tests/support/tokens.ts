// Tokens a test cannot get from PocketBase's API as it needs them: a file token that expires
// when the test says, an email-change token without a mail server to deliver it.
import { createHmac } from "node:crypto";
import type { TestServer } from "./pocketbase";

type TokenKind = "file" | "emailChange";

/**
 * A token as PocketBase signs one (core/record_tokens.go: HS256 over the record's token key +
 * the collection's secret for that kind of token), with the claims and expiry we choose. The
 * key and secret are read through the superuser's SQL endpoint.
 */
async function signedToken(
  server: TestServer,
  employeeId: string,
  kind: TokenKind,
  expiresInSeconds: number,
  extraClaims: Record<string, string> = {},
): Promise<string> {
  const query = async (sql: string) => (await server.asSuperuser("/api/sql", { method: "POST", body: { query: sql } })).json.rows[0];
  const [collectionId, options] = await query("SELECT id, options FROM _collections WHERE name = 'employees'");
  const [tokenKey] = await query(`SELECT tokenKey FROM employees WHERE id = '${employeeId}'`);
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { id: employeeId, type: kind, collectionId, ...extraClaims, exp: Math.floor(Date.now() / 1000) + expiresInSeconds };
  const unsigned = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}`;
  const secret = tokenKey + JSON.parse(options)[`${kind}Token`].secret;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

/** A file token of the employee that expires in the given seconds (negative: already expired). */
export function signedFileToken(server: TestServer, employeeId: string, expiresInSeconds: number): Promise<string> {
  return signedToken(server, employeeId, "file", expiresInSeconds);
}

/** The token PocketBase would mail to confirm an employee's change from `email` to `newEmail`. */
export function signedEmailChangeToken(server: TestServer, employeeId: string, email: string, newEmail: string): Promise<string> {
  return signedToken(server, employeeId, "emailChange", 600, { email, newEmail });
}
