// Unsigned JWT-shaped tokens for component tests: the browser never checks signatures, it only
// reads the payload (expiry, collection). Real tokens are used against real servers elsewhere.

export const EMPLOYEES_COLLECTION_ID = "pbc_employees0001";
export const SUPERUSERS_COLLECTION_ID = "pbc_3142635823";

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function fakeToken(payload: { exp?: number; collectionId?: string; type?: string; id?: string } = {}): string {
  const body = {
    id: "abcdefghij12345",
    type: "auth",
    collectionId: EMPLOYEES_COLLECTION_ID,
    exp: Math.floor(Date.now() / 1000) + 3600,
    refreshable: true,
    ...payload,
  };
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(body)}.signature`;
}

export function employeeRecord(fields: Record<string, unknown> = {}) {
  return {
    id: "abcdefghij12345",
    collectionId: EMPLOYEES_COLLECTION_ID,
    collectionName: "employees",
    email: "alice@workshop.test",
    name: "Alice Mechanic",
    // A manager may do everything the screens offer; tests about roles say otherwise.
    role: "manager",
    verified: true,
    created: "2026-01-01 10:00:00.000Z",
    updated: "2026-01-01 10:00:00.000Z",
    ...fields,
  };
}

export function superuserRecord() {
  return { id: "superuser000001", collectionId: SUPERUSERS_COLLECTION_ID, collectionName: "_superusers", email: "admin@workshop.test" };
}

/** A `pb_auth` cookie value as the app writes it. */
export function authCookie(token: string, record: object | null): string {
  return `pb_auth=${encodeURIComponent(JSON.stringify({ token, record }))}`;
}
