import { describe, expect, it } from "vitest";
import { escapeHtmlAttribute, fillBackendUrlMeta, parseBackendUrl } from "@shared/backend-url";

describe("parseBackendUrl (WORKSHOP_PUBLIC_BACKEND_URL)", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    [undefined, ""],
    ["https://workshop.example.com", "https://workshop.example.com"],
    ["https://workshop.example.com/", "https://workshop.example.com"],
    ["http://192.168.1.20:8090", "http://192.168.1.20:8090"],
    [" http://workshop.lan:8090/pb/ ", "http://workshop.lan:8090/pb"],
    ["http://[::1]:8090", "http://[::1]:8090"],
  ])("accepts %j as %j", (raw, expected) => {
    expect(parseBackendUrl(raw)).toBe(expected);
  });

  it.each([
    ["workshop.example.com"],
    ["ftp://workshop.example.com"],
    ["javascript:alert(1)"],
    ['https://x.test/"><script>alert(1)</script>'],
    ["https://user:secret@x.test"],
    ["https://x.test/?a=1"],
    ["https://x.test/#top"],
    ["https://x .test"],
    ["//x.test"],
  ])("refuses %j", (raw) => {
    expect(parseBackendUrl(raw)).toBeNull();
  });
});

describe("fillBackendUrlMeta", () => {
  const page = '<head><meta name="workshop-backend-url" content="" /><title>Workshop</title></head>';

  it("writes the URL into the empty tag of the built page", () => {
    expect(fillBackendUrlMeta(page, "https://pb.example.com")).toBe(
      '<head><meta name="workshop-backend-url" content="https://pb.example.com"><title>Workshop</title></head>',
    );
  });

  it("escapes what would end the attribute", () => {
    expect(escapeHtmlAttribute(`a&b"c'<d>`)).toBe("a&amp;b&quot;c&#39;&lt;d&gt;");
    expect(fillBackendUrlMeta(page, "https://x.test/a&b")).toContain('content="https://x.test/a&amp;b"');
  });

  it("leaves a page without the tag as it is", () => {
    expect(fillBackendUrlMeta("<head></head>", "https://x.test")).toBe("<head></head>");
  });
});
