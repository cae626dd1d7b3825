// fast-check arbitraries for hostile requests: malformed and hostile values, bodies, queries,
// filters and paths, combined into whole requests against every collection and endpoint of the
// server (tests/api/hostile-input.test.ts). Everything is a plain RawRequest, so a failing case
// prints as the request that broke the server.
import fc from "fast-check";
import type { RawRequest } from "./raw-http";
import { jpegClaiming, PNG_SIGNATURE, pngClaiming, vp8Chunk, vp8xChunk, webpFile } from "./images";

// ---- Values --------------------------------------------------------------------------------

/** Strings that broke some server somewhere: control and invisible characters, odd unicode,
 * markup, SQL and template syntax, PocketBase's own placeholder and macro syntax, numbers in
 * disguise, prototype keys, and lengths just past the product's limits. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t\r\n",
  "\u0007\u001b[31m",
  "\u007f\u0085",
  "\u00a0\u2028\u2029",
  "\ufeff",
  "\u200b\u200d",
  "\u202eevil",
  "\ud800",
  "\udfff",
  "\uffff\ufffe",
  "\u{10ffff}",
  "👩‍🔧",
  "🇩🇪",
  "e\u0301\u0301\u0301\u0301",
  "ＡＢ－１２",
  "İı",
  "ß",
  "ǅ",
  "ﬀ",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\"'><svg onload=alert(1)>",
  "' OR '1'='1",
  "\"; DROP TABLE vehicles; --",
  "{:value}",
  "{{vehicles}}",
  "[[id]]",
  "@request.auth.id",
  "@collection.employees.email",
  "../../../../etc/passwd",
  "../..",
  "..",
  "..\\..\\windows\\win.ini",
  "%00",
  "%2e%2e%2f",
  "%zz",
  "${7*7}",
  "{{7*7}}",
  "=cmd|' /C calc'!A0",
  "+1",
  "-1",
  "@SUM(1)",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "007",
  "9".repeat(400),
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "toString",
  "A".repeat(16),
  "A".repeat(61),
  "A".repeat(5001),
];

/** A hostile text: nasty, random (any code point, lone surrogates included), or huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "é", "😀", "\u0000", "<b>", " "), fc.integer({ min: 1_000, max: 200_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A hostile JSON value: wrong types, extremes, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, -1, 1886, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e-308, 0.5),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---- Encoding ------------------------------------------------------------------------------

/** Percent-encodes every byte of the UTF-8 text that is not unreserved (lone surrogates → U+FFFD). */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Text as it may appear in a request line untouched: only the bytes node:http refuses are encoded. */
export function rawish(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    out += byte > 0x20 && byte < 0x7f && byte !== 0x23 && byte !== 0x3f ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0")}`;
  }
  return out;
}

/** A header value node:http accepts (no CR, LF, NUL or other control characters). */
export function headerSafe(text: string): string {
  return Buffer.from(text, "utf8")
    .toString("latin1")
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");
}

type QueryEntry = [key: string, value: string];

const encodedPart = fc.oneof({ weight: 4, arbitrary: fc.constant(percentEncode) }, { weight: 1, arbitrary: fc.constant(rawish) });

function queryString(entries: readonly QueryEntry[], encode: (text: string) => string): string {
  return entries.length === 0 ? "" : `?${entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&")}`;
}

/** `?key=value&…` from entries, percent-encoded or left nearly raw (`%zz` stays broken). */
export function queryArb(entries: fc.Arbitrary<QueryEntry[]>): fc.Arbitrary<string> {
  return fc.tuple(entries, encodedPart).map(([list, encode]) => queryString(list, encode));
}

// ---- Bodies --------------------------------------------------------------------------------

export interface EncodedBody {
  body?: Uint8Array | string;
  contentType?: string;
}

/** JSON that is not what it claims: truncated, deep, huge numbers, duplicates, a BOM… */
const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    '{"plate":',
    "[",
    "null",
    "0",
    '"text"',
    "[]",
    '{"plate":"A"}{',
    '\ufeff{"plate":"A"}',
    '{"plate":"A","plate":"B"}',
    '{"year":1e99999}',
    '{"year":123456789012345678901234567890}',
    '{"odometer":-0}',
    '{"plate":"\\ud800"}',
    '{"plate":"\\u0000"}',
    "{'plate':'A'}",
    '{"plate":"A",}',
    "nul",
    "-",
    "[".repeat(20_000),
    '{"a":'.repeat(5_000),
    `[${"1,".repeat(200_000)}1]`,
  ),
  hostileValue.map((value) => JSON.stringify(value) ?? "null"),
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/xml",
  "*/*",
  "application/json, text/html",
];

const contentTypeArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: hostileString.map(headerSafe) },
);

interface Part {
  name: string;
  value: string | { bytes: Uint8Array; filename: string; type: string };
}

const fileBytes = fc.oneof(
  fc.constant(
    Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
  ),
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(Buffer.from("GIF89a<script>alert(1)</script>")),
  fc.constant(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")),
  fc.constant(Buffer.from("%PDF-1.4\n%\u00e2\u00e3")),
  // For vehicle documents: a whole PDF that runs a script when opened, and a program (ELF).
  fc.constant(Buffer.from("%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")),
  fc.constant(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56, 0x90)])),
  // Image bombs, and image magic followed by anything, for the header check (issue 12).
  fc.constantFrom(
    pngClaiming(30_000, 30_000),
    jpegClaiming(65_000, 65_000, { progressive: true }),
    webpFile(vp8xChunk(100, 100), vp8Chunk(16_000, 16_000)),
  ),
  fc
    .tuple(fc.constantFrom(PNG_SIGNATURE, Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("RIFF\0\0\0\0WEBP", "latin1")), fc.uint8Array({ maxLength: 64 }))
    .map(([magic, tail]) => Buffer.concat([magic, tail])),
);

const fileName = fc.oneof(
  fc.constantFrom("van.png", "insurance.pdf", "photo-abcdefghij12345.png", "photo-../../x.png", "../../etc/passwd", "..%2f..%2fx.png", "x.png\u0000.exe", "x.svg", ".htaccess", "a\"b.png", "CON", "ж.png", ""),
  hostileString,
);

function partArb(names: fc.Arbitrary<string>): fc.Arbitrary<Part> {
  return fc.record({
    name: names,
    value: fc.oneof(
      { weight: 3, arbitrary: hostileString },
      {
        weight: 1,
        arbitrary: fc.record({
          bytes: fileBytes,
          filename: fileName,
          type: fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/html", "application/octet-stream", ""),
        }),
      },
    ),
  });
}

/** A multipart body written by hand, so names and file names may break its structure. */
function encodeMultipart(parts: readonly Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = headerSafe(part.name);
    if (typeof part.value === "string") {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${headerSafe(part.value.filename)}"\r\nContent-Type: ${part.value.type}\r\n\r\n`;
      chunks.push(Buffer.from(head), Buffer.from(part.value.bytes), Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * A body for a create or update: a JSON object of the collection's fields (and modifiers,
 * server-managed and unknown keys) with hostile values, broken JSON, a form or a multipart
 * body — sometimes under a content type that does not match.
 */
export function bodyArb(fieldNames: readonly string[]): fc.Arbitrary<EncodedBody> {
  const keys = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...fieldNames.flatMap((name) => [`${name}+`, `+${name}`, `${name}-`]),
        "id",
        "collectionId",
        "collectionName",
        "expand",
        "created",
        "updated",
        "created_by",
        "updated_by",
        "plate_key",
        "name_key",
        "category_name",
        "tokenKey",
        "password",
        "passwordConfirm",
        "oldPassword",
        "email",
        "verified",
        "emailVisibility",
        "@jsonPayload",
      ),
    },
    { weight: 1, arbitrary: hostileString },
  );
  const object = fc.dictionary(keys, hostileValue, { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: object.map((value) => ({ body: JSON.stringify(value), contentType: "application/json" })) },
    { weight: 2, arbitrary: fc.record({ body: brokenJson, contentType: contentTypeArb }) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(keys, hostileString), { maxLength: 6 }).map((entries) => ({
        body: entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join("&"),
        contentType: "application/x-www-form-urlencoded",
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(partArb(keys), { maxLength: 6 }), fc.constantFrom("b0undary", "x", "--", "a".repeat(70)), fc.boolean())
        .map(([parts, boundary, honest]) => ({
          body: encodeMultipart(parts, boundary),
          contentType: honest ? `multipart/form-data; boundary=${boundary}` : "multipart/form-data; boundary=other",
        })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/**
 * A valid record with one to three fields replaced by hostile values: reaches past the first
 * check, so hostile text that is valid gets stored (and later listed, exported, broadcast).
 */
export function nearlyValidBody(valid: fc.Arbitrary<Record<string, unknown>>, fields: readonly string[]): fc.Arbitrary<EncodedBody> {
  const overrides = fc.dictionary(fc.constantFrom(...fields), hostileValue, { minKeys: 1, maxKeys: 3 });
  return fc.tuple(valid, overrides).map(([base, changed]) => ({
    body: JSON.stringify({ ...base, ...changed }),
    contentType: "application/json",
  }));
}

// ---- Filters, sorts, expands, fields -------------------------------------------------------

const FILTER_FIELDS = [
  "plate",
  "vin",
  "make",
  "year",
  "odometer",
  "status",
  "category",
  "category.name",
  "category.name_key",
  "category_name",
  "created_by",
  "created_by.name",
  "created_by.email",
  "created_by.password",
  "created_by.tokenKey",
  "created_by.vehicles_via_created_by",
  "vehicles_via_category.plate",
  "vehicles(created_by)",
  "updated_by.email",
  "photo",
  "id",
  "created",
  "updated",
  "name",
  "name_key",
  "email",
  "tokenKey",
  "@request.auth.id",
  "@request.auth.email",
  "@request.auth.collectionName",
  "@request.headers.authorization",
  "@request.query.x",
  "@request.body.plate",
  "@request.method",
  "@request.context",
  "@now",
  "@todayStart",
  "@yesterday",
  "@second",
  "@collection.employees.email",
  "@collection._superusers.email",
  "@collection.vehicles.plate",
  "vehicles_via_category.plate",
  "category.vehicles_via_category.created_by.email",
  // Work orders, their items and readings.
  "number",
  "vehicle",
  "vehicle.plate",
  "vehicle.created_by.email",
  "vehicle_plate_key",
  "assignee.email",
  "assignee.tokenKey",
  "total_cost",
  "due",
  "completed",
  "work_order",
  "work_order.vehicle.plate",
  "work_order_items_via_work_order.unit_cost",
  "odometer_readings_via_vehicle.km",
  // The change history.
  "by.email",
  "by.password",
  "changes",
  "changes.plate.before",
  "history_via_by.changes",
  "@collection.history.changes",
  "km",
  "unit_cost",
  "quantity",
  "nosuchfield",
  "a.b.c.d.e.f.g.h",
  "plate:lower",
  "plate:length",
  "category:each",
  "created_by:isset",
  "year:excerpt",
];

const filterOperand: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FILTER_FIELDS) },
  { weight: 2, arbitrary: hostileString.map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: hostileString.map((text) => `'${text}'`) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "null",
      "true",
      "false",
      "{:x}",
      "{:value}",
      "strftime('%Y', created)",
      "strftime()",
      "geoDistance(1, 2, 3, 4)",
      "geoDistance(plate, plate, plate, plate)",
      "lower(plate)",
      "1e999",
      "0x10",
      "''",
      '"',
    ),
  },
);

const filterOperator = fc.constantFrom("=", "!=", ">", ">=", "<", "<=", "~", "!~", "?=", "?!=", "?>", "?~", "?!~", "==", "<>", "&&", "||", "!");

const filterExpression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(filterOperand, filterOperator, filterOperand).map(([left, op, right]) => `${left} ${op} ${right}`),
    fc.tuple(tie("expr"), fc.constantFrom(" && ", " || ", "&&", " ", ","), tie("expr")).map(([a, op, b]) => `${a}${op}${b}`),
    tie("expr").map((inner) => `(${inner})`),
  ),
}))["expr"] as fc.Arbitrary<string>;

export const filterArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: filterExpression },
  { weight: 1, arbitrary: filterExpression.chain((expr) => fc.nat(expr.length).map((cut) => expr.slice(0, cut))) },
  { weight: 1, arbitrary: fc.nat({ max: 3_000 }).map((depth) => `${"(".repeat(depth)}id != ""${")".repeat(depth)}`) },
  { weight: 2, arbitrary: hostileString },
);

const SORT_FIELDS = [...FILTER_FIELDS, "@random", "@rowid", "-updated", "+plate", "category.name"];

export const sortArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom("", "-", "+", "--"), fc.constantFrom(...SORT_FIELDS)), { maxLength: 4 })
      .map((items) => items.map(([sign, field]) => sign + field).join(",")),
  },
  { weight: 1, arbitrary: hostileString },
);

const EXPAND_PATHS = [
  "category",
  "created_by",
  "updated_by",
  "category,created_by,updated_by",
  "created_by.vehicles_via_created_by",
  "vehicles_via_category",
  "category.vehicles_via_category.category.vehicles_via_category.category.vehicles_via_category.category",
  "tokenKey",
  "photo",
  "nosuch",
  ".",
  ",",
];

export const expandArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...EXPAND_PATHS), { maxLength: 3 }).map((paths) => paths.join(",")) },
  { weight: 1, arbitrary: hostileString },
);

export const fieldsArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.constantFrom(
          "*",
          "id",
          "plate",
          "email",
          "tokenKey",
          "password",
          "*:excerpt(200,true)",
          "notes:excerpt(-1)",
          "notes:excerpt(99999999999)",
          "notes:excerpt(",
          "expand.category.name",
          "expand.*",
          "items.*",
          ":",
          "",
        ),
        { maxLength: 4 },
      )
      .map((list) => list.join(",")),
  },
  { weight: 1, arbitrary: hostileString },
);

const numberish = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom("0", "-1", "1", "500", "1000", "1001", "99999999999999999999", "1e3", "0x10", "abc", "", " 1", "1.5", "NaN"),
  hostileString,
);

/** Query entries of a list request: PocketBase's list parameters with hostile values. */
export const listQueryEntries: fc.Arbitrary<QueryEntry[]> = fc.array(
  fc.oneof(
    fc.tuple(fc.constant("filter"), filterArb),
    fc.tuple(fc.constant("sort"), sortArb),
    fc.tuple(fc.constant("expand"), expandArb),
    fc.tuple(fc.constant("fields"), fieldsArb),
    fc.tuple(fc.constantFrom("page", "perPage"), numberish),
    fc.tuple(fc.constant("skipTotal"), fc.constantFrom("1", "true", "0", "abc", "")),
    fc.tuple(hostileString, hostileString),
  ),
  { maxLength: 5 },
);

// ---- Paths ---------------------------------------------------------------------------------

const TRICK_SEGMENTS = [
  "..",
  ".",
  "",
  "%2e%2e",
  ".%2e",
  "%2f",
  "..%2f..%2f",
  "%5c",
  "..\\..",
  "%00",
  "%ff",
  "%",
  "%%",
  "%zz",
  "%c0%af",
  "%e2%80%ae",
  ";",
  "~",
  "*",
  "index.html",
  "api",
  "_",
  "collections",
  "vehicles",
  "records",
  "files",
  "pb_data",
  "data.db",
  "backups",
  "realtime",
];

/** A path segment: a trick, a hostile text percent-encoded or nearly raw, or a very long one. */
export const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICK_SEGMENTS) },
  { weight: 2, arbitrary: hostileString.map(percentEncode) },
  { weight: 1, arbitrary: hostileString.map(rawish) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((length) => "a".repeat(length)) },
);

/** A whole path starting at one of `prefixes`, with tricky segments after it. */
export function pathArb(prefixes: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...prefixes), fc.array(segmentArb, { maxLength: 5 }), fc.constantFrom("", "/", "//"))
    .map(([prefix, segments, end]) => `${prefix}${segments.map((segment) => `/${segment}`).join("")}${end}`.replace(/^\/\//, "/"));
}

/** A request built from parts, every field visible when fast-check prints a failure. */
export function request(method: string, path: string, token: string | null, body: EncodedBody = {}): RawRequest {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = token;
  if (body.contentType !== undefined) headers["content-type"] = body.contentType;
  return { method, path, headers, body: body.body };
}
