// The pure rules of photos and documents (docs/product.md "Photos and documents"): a document's
// file judged by its content, when a paper expires and what its reminder is called, which papers
// a newer one renewed, and the names a phone gives its photos.
import { describe, expect, it } from "vitest";
import { expiryState, expiryWords, renewalTitle } from "@shared/documents/expiry";
import { renewedPapers } from "@shared/documents/renewal";
import { devicePhotoName, sentPhotoKey, storedPhotoKey } from "@shared/photos";
import { bytesReader, checkDocumentContent, checkDocumentFile, checkVehicleDocument } from "@shared/validation";
import { PROGRAM, smallPdf } from "../support/documents";
import { bytesOf, jpegClaiming, pngClaiming } from "../support/images";

function content(file: Buffer) {
  const result = checkDocumentContent(bytesReader(bytesOf(file)), file.length);
  return result.ok ? result.value : result.error.code;
}

describe("a document's file", () => {
  it.each<[string, Buffer, string]>([
    ["a whole PDF", smallPdf(), "pdf"],
    ["a PDF with a line after its end marker", Buffer.concat([smallPdf(), Buffer.from("\r\n\r\n")]), "pdf"],
    ["a PDF whose end marker is further than 1 024 bytes from the end", Buffer.concat([smallPdf(), Buffer.alloc(2000, 0x20)]), "unreadable_file"],
    ["a PDF cut off", smallPdf().subarray(0, 100), "unreadable_file"],
    ["a program", PROGRAM, "invalid_type"],
    ["a program behind a PDF's first line", Buffer.concat([Buffer.from("%PDF-1.7\n"), PROGRAM]), "unreadable_file"],
    ["a JPEG scan", jpegClaiming(2480, 3508), "jpeg"],
    ["a PNG of 50 000 × 50 000", pngClaiming(50_000, 50_000), "too_many_pixels"],
    ["nothing at all", Buffer.alloc(0), "invalid_type"],
  ])("%s: %s", (_name, file, expected) => {
    expect(content(file)).toBe(expected);
  });

  it("is refused by its declared type or size before a byte is read", () => {
    expect(checkDocumentFile({ type: "application/x-msdownload", size: 10 }).ok).toBe(false);
    expect(checkDocumentFile({ type: "application/pdf", size: 20 * 1024 * 1024 + 1 }).ok).toBe(false);
    // Some phones give no type: the content decides.
    expect(checkDocumentFile({ type: "", size: 1000 }).ok).toBe(true);
  });
});

describe("a document's fields", () => {
  it("normalises the title, the kind and the expiry day", () => {
    expect(checkVehicleDocument({ vehicle: "abcdefghijklmno", kind: " Insurance ", title: " Policy  2027 ", expires: "2027-03-01" })).toEqual({
      ok: true,
      values: { vehicle: "abcdefghijklmno", kind: "insurance", title: "Policy 2027", expires: "2027-03-01 00:00:00.000Z" },
    });
  });
});

describe("expiry", () => {
  const today = "2026-11-30";
  it.each<[string, string, string]>([
    ["", "none", ""],
    ["2026-11-29", "expired", "Expired yesterday"],
    ["2026-11-20", "expired", "Expired 10 days ago"],
    ["2026-11-30", "expiring", "Expires today"],
    ["2026-12-01", "expiring", "Expires tomorrow"],
    ["2026-12-20", "expiring", "Expires in 20 days"],
    ["2026-12-30", "expiring", "Expires in 30 days"],
    ["2026-12-31", "valid", "Expires 2026-12-31"],
  ])("a paper expiring %s is %s", (expires, state, words) => {
    expect(expiryState(expires, today)).toBe(state);
    expect(expiryWords(expires, today)).toBe(words);
  });

  it("names the reminder after the paper, within a reminder's 120 characters", () => {
    expect(renewalTitle("Insurance 2027")).toBe("Renew: Insurance 2027");
    const long = renewalTitle("x".repeat(120));
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith("x…")).toBe(true);
  });
});

describe("renewal", () => {
  it("counts the paper that expires last as in force, and every earlier one of its kind as renewed", () => {
    const papers = [
      { id: "a", expires: "2025-01-01" },
      { id: "b", expires: "2026-01-01" },
      { id: "c", expires: "" },
      { id: "d", expires: "2026-01-01" },
    ];
    expect([...renewedPapers("insurance", papers)]).toEqual(["a"]);
    expect([...renewedPapers("other", papers)]).toEqual([]);
  });
});

describe("photo names", () => {
  it("carries the device's key from the name sent to the name stored", () => {
    const key = "abc123def456ghi";
    expect(devicePhotoName(key, "jpg")).toBe("photo-abc123def456ghi.jpg");
    expect(sentPhotoKey("photo-abc123def456ghi.jpg")).toBe(key);
    expect(sentPhotoKey("IMG_2041.jpg")).toBe("");
    expect(storedPhotoKey("photo_abc123def456ghi_0123456789.jpg")).toBe(key);
    expect(storedPhotoKey("img_2041_0123456789.jpg")).toBe("");
  });
});
