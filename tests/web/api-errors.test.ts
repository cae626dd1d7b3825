import { ClientResponseError } from "pocketbase";
import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE } from "@shared/constants";
import { describeApiError, failureMessage } from "../../web/src/lib/api-errors";
import { commonMessages } from "../../web/src/ui/common-messages";

const {
  unreachable: UNREACHABLE_MESSAGE,
  sessionEnded: SESSION_ENDED_MESSAGE,
  rateLimited: RATE_LIMITED_MESSAGE,
} = commonMessages.en.error;

const url = "http://127.0.0.1:8090/api/collections/vehicles/records";

function response(status: number, body: unknown): ClientResponseError {
  return new ClientResponseError({ url, status, response: body });
}

describe("describeApiError: one rule per kind of failure", () => {
  it.each([
    ["a request the app cancelled", new ClientResponseError({ isAbort: true }), { kind: "cancelled" }],
    ["a fetch aborted by the browser", new DOMException("aborted", "AbortError"), { kind: "cancelled" }],
    [
      "no answer at all (server down, network gone)",
      new ClientResponseError(new TypeError("Failed to fetch")),
      { kind: "unreachable", message: UNREACHABLE_MESSAGE },
    ],
    [
      "400 with field errors",
      response(400, {
        status: 400,
        message: "Failed to create record.",
        data: { plate: { code: "validation_required", message: "Cannot be blank." }, year: { code: "x", message: "Too old." } },
      }),
      { kind: "invalid", message: "Failed to create record.", fields: { plate: "Cannot be blank.", year: "Too old." } },
    ],
    [
      "400 without fields (wrong credentials)",
      response(400, { status: 400, message: "Failed to authenticate.", data: {} }),
      { kind: "invalid", message: "Failed to authenticate.", fields: {} },
    ],
    [
      "400 with malformed field data",
      response(400, { status: 400, message: "", data: { plate: "oops", year: { message: 5 }, list: [1] } }),
      { kind: "invalid", message: DEFAULT_ERROR_MESSAGE, fields: {} },
    ],
    [
      "401: the session is no longer valid",
      response(401, { status: 401, message: "The request requires valid record authorization token.", data: {} }),
      { kind: "unauthorized", message: SESSION_ENDED_MESSAGE },
    ],
    ["429: rate limited", response(429, { status: 429, message: "Too Many Requests.", data: {} }), { kind: "rate-limited", message: RATE_LIMITED_MESSAGE }],
    [
      "403 with the server's message",
      response(403, { status: 403, message: "Only superusers can perform this action.", data: {} }),
      { kind: "failed", status: 403, message: "Only superusers can perform this action." },
    ],
    [
      "404 with the server's message",
      response(404, { status: 404, message: "The requested resource wasn't found.", data: {} }),
      { kind: "failed", status: 404, message: "The requested resource wasn't found." },
    ],
    ["500 without a message", response(500, {}), { kind: "failed", status: 500, message: DEFAULT_ERROR_MESSAGE }],
    // A reverse proxy in front (docs/https.md) says so while the server behind it is down.
    ["502 from a proxy, not JSON", response(502, null), { kind: "unreachable", message: UNREACHABLE_MESSAGE }],
    ["504 from a proxy", response(504, null), { kind: "unreachable", message: UNREACHABLE_MESSAGE }],
    ["a bug in the app, not a response", new TypeError("x is undefined"), { kind: "failed", status: 0, message: DEFAULT_ERROR_MESSAGE }],
  ])("%s", (_, error, expected) => {
    expect(describeApiError(error)).toEqual(expected);
  });

  it("uses the product guide's default message", () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe("Something went wrong.");
  });
});

describe("failureMessage: what a screen shows", () => {
  it.each([
    ["nothing for a request the app cancelled", new ClientResponseError({ isAbort: true }), null],
    ["the unreachable message", new ClientResponseError(new TypeError("Failed to fetch")), UNREACHABLE_MESSAGE],
    ["the server's message", response(403, { status: 403, message: "Only employees.", data: {} }), "Only employees."],
    ["the default for anything else", new Error("bug"), DEFAULT_ERROR_MESSAGE],
  ])("%s", (_, error, expected) => {
    expect(failureMessage(error)).toBe(expected);
  });
});
