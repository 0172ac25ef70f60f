import { randomInt } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { paths } from "@/lib/site/paths";
import { prefixedPath } from "@/lib/i18n/routing";
import { runId, signedInAdmin } from "./admin-helpers";

/**
 * The contact inbox: a message a visitor sends on the public site reaches the firm, with the
 * language and page it came from; the dashboard counts it until it is opened; it can be exported
 * and deleted. What the test sends, it deletes.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const SENDER = `Ziyaretçi ${RUN}`;
const SUBJECT = `Marka tescili ${RUN}`;

let admin: Page;

const EXPORT_HEADER = [
  "Tarih (Europe/Istanbul)",
  "Ad Soyad",
  "E-posta",
  "Telefon",
  "Konu",
  "Mesaj",
  "Dil",
  "Geldiği sayfa",
  "Okunma tarihi (Europe/Istanbul)",
  "Durum",
  "Durumu değiştiren",
  "Durum tarihi (Europe/Istanbul)",
  "Sorumlu",
  "Onaylanan metin sürümü",
  "Onay tarihi (Europe/Istanbul)",
  "Tarih (UTC)",
];

/**
 * Times as the firm reads them in Bursa, whatever this machine's zone (the tests run in UTC, where a
 * page showing UTC would be three hours off): any of the moments the message may have been received at.
 */
const istanbulTimes = (locale: string, options: Intl.DateTimeFormatOptions, moments: Date[]) => [
  ...new Set(
    moments.map((moment) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/Istanbul" }).format(moment),
    ),
  ),
];
const oneOf = (texts: string[]) =>
  new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);

// Between when the first test's visitor sent the message and when the form confirmed it.
let sentWithin: Date[] = [];

// Many messages for the inbox's list tools; sent from this file so the dashboard's unread count changes only by this file's sends.
const LIST_COUNT = 11;
const LIST_SENDER = (n: number) => `Gönderen ${RUN} ${String(n).padStart(2, "0")}`;
const countLine = (matching: number) => new RegExp(`^(\\d+ kayıttan ${matching} tanesi eşleşiyor|${matching} kayıt)$`);

const unreadCount = async () => Number(await admin.getByTestId("count-unreadMessages").textContent());

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async () => {
  await admin.context().close();
});

test("a message sent on the English site reaches the inbox with its language and page, counted until opened", async ({
  browser,
  baseURL,
}) => {
  await admin.goto("/admin/dashboard");
  const before = await unreadCount();

  const visitor = await browser.newPage({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  await visitor.goto(prefixedPath("en", paths.services));
  // Reached from the services page, as a visitor would, so the form knows where they came from.
  await visitor.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`${prefixedPath("en", paths.contact)}$`));
  const form = visitor.getByRole("form", { name: "Write to Us" });
  await form.getByRole("textbox", { name: "Full name", exact: true }).fill(SENDER);
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("visitor@example.com");
  await form.getByRole("textbox", { name: "Subject", exact: true }).fill(SUBJECT);
  await form
    .getByRole("textbox", { name: "Your message", exact: true })
    .fill("I would like to register our trademark in Türkiye.");
  await form.getByRole("checkbox").check();
  const sendingAt = new Date();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("status", { name: "Your message has reached us" })).toBeVisible();
  sentWithin = [sendingAt, new Date()];
  await visitor.close();

  await admin.goto("/admin/dashboard");
  expect(await unreadCount()).toBe(before + 1);
  await admin.goto("/admin/messages");
  const row = admin.getByRole("row", { name: new RegExp(SENDER) });
  await expect(row).toContainText(SUBJECT);
  await expect(row).toContainText(`en${prefixedPath("en", paths.services)}`);
  await expect(row).toContainText("Okunmadı");
  await expect(row.getByRole("cell").first()).toHaveText(
    oneOf(istanbulTimes("tr", { dateStyle: "medium", timeStyle: "short" }, sentWithin)),
  );

  await row.getByRole("link", { name: SENDER, exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  await expect(admin.getByText("I would like to register our trademark in Türkiye.")).toBeVisible();
  await expect(admin.locator("dt", { hasText: /^Tarih$/ }).locator("+ dd")).toHaveText(
    oneOf(istanbulTimes("tr", { dateStyle: "long", timeStyle: "short" }, sentWithin)),
  );
  await admin.goto("/admin/messages");
  await expect(admin.getByRole("row", { name: new RegExp(SENDER) })).toContainText("Okundu");
  await admin.goto("/admin/dashboard");
  expect(await unreadCount()).toBe(before);
});

test("the inbox offers an Excel workbook that opens with the message in its columns, and ';'-separated CSV", async () => {
  await admin.goto("/admin/messages");
  const workbookLink = admin.getByRole("link", { name: "Excel olarak indir (.xlsx)" });
  await expect(workbookLink).toHaveAttribute("href", /\/admin\/messages\/export\?format=xlsx$/);
  const download = admin.waitForEvent("download");
  await workbookLink.click();
  const workbookFile = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(workbookFile);
  const sheet = workbook.getWorksheet("Mesajlar")!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADER]);
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  const sent = rows.find((row) => row.getCell(2).value === SENDER);
  expect(sent?.values).toEqual([
    undefined,
    expect.stringMatching(oneOf(istanbulTimes("sv-SE", { dateStyle: "short", timeStyle: "short" }, sentWithin))),
    SENDER,
    "visitor@example.com",
    "",
    SUBJECT,
    "I would like to register our trademark in Türkiye.",
    "en",
    prefixedPath("en", paths.services),
    expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    "Yeni",
    "",
    "",
    "",
    expect.stringMatching(/^\S+$/),
    expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  ]);

  await expect(admin.getByRole("link", { name: "CSV olarak indir" })).toHaveAttribute(
    "href",
    /\/admin\/messages\/export\?format=csv$/,
  );
  const response = await admin.request.get("/admin/messages/export?format=csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const csv = await response.text();
  expect(csv.startsWith(`\uFEFF${EXPORT_HEADER.map((label) => `"${label}"`).join(";")}\r\n`)).toBe(true);
  expect(csv).toContain(`"${SENDER}";"visitor@example.com";"";"${SUBJECT}"`);
});

test("the export, in either format, refuses a visitor who is not signed in", async ({ request }) => {
  for (const format of ["xlsx", "csv"])
    expect((await request.get(`/admin/messages/export?format=${format}`)).status(), format).toBe(401);
  expect((await request.get("/admin/messages/export")).status()).toBe(401);
});

test("deleting a message asks first", async () => {
  await admin.goto("/admin/messages");
  await admin.getByRole("button", { name: `${SENDER} mesajını sil` }).click();
  const dialog = admin.getByRole("dialog", { name: "Mesajı sil" });
  await expect(dialog).toContainText(`${SENDER} kişisinin mesajı kalıcı olarak silinecek. Emin misiniz?`);
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(admin.getByRole("status")).toHaveText("Mesaj silindi.");
  await expect(admin.getByRole("row", { name: new RegExp(SENDER) })).toHaveCount(0);
});

/** Sends the contact form in English from addresses of its own (the form allows five per address in ten minutes). */
async function sendMessages(browser: Browser, baseURL: string | undefined, names: string[]) {
  for (let start = 0; start < names.length; start += 5) {
    const visitor = await browser.newPage({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    for (const name of names.slice(start, start + 5)) {
      await visitor.goto(prefixedPath("en", paths.contact));
      const form = visitor.getByRole("form", { name: "Write to Us" });
      await form.getByRole("textbox", { name: "Full name", exact: true }).fill(name);
      await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("visitor@example.com");
      await form
        .getByRole("textbox", { name: "Your message", exact: true })
        .fill(`A question about trademarks (${RUN}).`);
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(visitor.getByRole("status", { name: "Your message has reached us" })).toBeVisible();
    }
    await visitor.close();
  }
}

test("messages: search, read/unread filter and paging", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await sendMessages(
    browser,
    baseURL,
    Array.from({ length: LIST_COUNT }, (_, index) => LIST_SENDER(index + 1)),
  );
  await admin.goto("/admin/messages");
  const filter = admin.getByRole("search");
  await filter.getByLabel("Ara").fill(RUN);
  await filter.getByLabel("Sayfa başına").selectOption("10");
  await filter.getByRole("button", { name: "Uygula" }).click();
  await expect(admin.locator("tbody tr")).toHaveCount(10);
  await expect(admin.getByText(countLine(LIST_COUNT))).toBeVisible();
  // Newest first: the first one sent is alone on the second page.
  await admin.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sonraki →" }).click();
  await expect(admin.locator("tbody tr")).toHaveCount(1);
  await admin.getByRole("link", { name: LIST_SENDER(1), exact: true }).click();
  await expect(admin.getByText(`A question about trademarks (${RUN}).`)).toBeVisible();

  await admin.goto(`/admin/messages?${new URLSearchParams({ q: RUN, read: "read" })}`);
  await expect(admin.locator("tbody tr")).toHaveCount(1);
  await expect(admin.locator("tbody tr")).toContainText(LIST_SENDER(1));
  await expect(admin.getByRole("search").getByLabel("Okunma")).toHaveValue("read");
  await admin.goto(`/admin/messages?${new URLSearchParams({ q: RUN, read: "unread" })}`);
  await expect(admin.locator("tbody tr")).toHaveCount(10);
  await expect(admin.getByText(countLine(LIST_COUNT - 1))).toBeVisible();
});
