// Every page in German (issue 28; docs/decisions/languages.md): real Chromium whose language is
// German against the real bundle, a manager whose account leaves the language to the browser,
// records written in German, and every page of the route table plus the sign-in and landing
// pages. A page fails where its text (what is shown, and what screen readers read: labels,
// titles, placeholders, alternative text, options) still holds an English word of the screens.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext } from "../support/browser";
import { employeePages, PAGE_LOOP_TIMEOUT, seedEveryPage, settled, visitAll, type PageRecords } from "../support/every-page";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";

/**
 * Words of the screens' English that German never uses. Names the records hold (plates, makes,
 * the workshop's name) are not among them, and words both languages share ("Status", "Filter",
 * "Name", "Start", "OK") cannot tell one from the other.
 */
const ENGLISH_WORDS = [
  "the", "and", "of", "to", "with", "for", "your", "this", "that", "is", "are", "was", "not", "no", "new", "save", "saved",
  "cancel", "delete", "edit", "search", "loading", "sign", "add", "remove", "show", "hide", "all", "none", "open", "done",
  "due", "vehicle", "vehicles", "work", "order", "orders", "part", "parts", "reminder", "reminders", "inspection",
  "inspections", "defect", "defects", "category", "categories", "history", "week", "day", "days", "today", "yesterday",
  "from", "by", "or", "more", "back", "next", "previous", "print", "clock", "page", "try", "again", "something", "went",
  "wrong", "cannot", "could", "please", "check", "choose", "enter", "list", "total", "cost", "price", "stock", "photo",
  "photos", "document", "documents", "download", "export", "settings", "light", "dark", "board", "skip", "content",
  "nothing", "yet", "first", "last", "hours", "minutes", "year", "month", "available", "workshop's", "when", "what", "who",
];
const ENGLISH = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH_WORDS.join("|")})(?![\\p{L}\\d-])`, "giu");

let server: TestServer;
let browser: Browser;
let manager: Employee;
let records: PageRecords;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "Autohaus Müller" } }), launchBrowser(["--lang=de-DE"])]);
  let technician: Employee;
  [manager, technician] = await Promise.all([
    createEmployee(server, { name: "Monika Meister", role: "manager" }),
    createEmployee(server, { name: "Tobias Techniker", role: "technician" }),
  ]);
  records = await seedEveryPage(server, manager, technician, "de");
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function germanBrowser(employee?: Employee): Promise<BrowserContext> {
  const context = await newContext(browser, server.url, { locale: "de-DE" });
  if (employee) await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return context;
}

/** The page's words for people: its text and the attributes screen readers and tooltips read. */
function wordsOn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.body;
    const attributes = [...root.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]")].flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt", "aria-description"].map((name) => element.getAttribute(name) ?? ""),
    );
    const text = [...root.querySelectorAll("body > :not(script):not(style):not(noscript)")].map((element) => element.textContent ?? "");
    return [...text, ...attributes, document.title].join("\n");
  });
}

function englishIn(text: string): string[] {
  return [...text.matchAll(ENGLISH)].map((match) => {
    const at = match.index ?? 0;
    return `“${match[0]}” in …${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ")}…`;
  });
}

it(
  "shows every page in German, with no English word of the screens left",
  async () => {
    const found: string[] = [];
    const guest = await germanBrowser();
    const staff = await germanBrowser(manager);
    try {
      const visits: { context: BrowserContext; path: string; name: string }[] = [
        { context: guest, path: "/login", name: "login" },
        ...employeePages(records).map((page) => ({ context: staff, ...page })),
      ];
      const words = await visitAll(visits, async (visit) => {
        const page = await visit.context.newPage();
        await page.goto(visit.path);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.lang), visit.name).toBe("de");
        const english = englishIn(await wordsOn(page)).map((word) => `${visit.name} (${visit.path}): ${word}`);
        await page.close();
        return english;
      });
      found.push(...words.flat());
    } finally {
      await guest.close();
      await staff.close();
    }
    expect(found, "English left on the German pages").toEqual([]);
  },
  PAGE_LOOP_TIMEOUT,
);
