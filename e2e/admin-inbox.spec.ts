import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { createPrismaClient } from "@/lib/db";
import { e2eDatabaseUrl, runId, signedInAdmin } from "./admin-helpers";
import { PHONE } from "./helpers";

/**
 * The inbox a firm works from: excerpts in the list, a visitor's markup shown as text, mark unread,
 * assign (the member who speaks the message's language suggested), answered and archived with who
 * and when, next and previous, and the workbook with the new columns.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> ${RUN}`;
const FIRST = { name: `Birinci ${RUN}`, subject: `Patent ${RUN}`, message: `Line one about a patent ${RUN}\nline two` };
const SECOND = { name: `İkinci ${RUN}`, subject: `Marka ${RUN}`, message: HOSTILE };
const MEMBER = `Av. Dilek ${RUN}`;

let admin: Page;

async function seed() {
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    for (const [index, fields] of [FIRST, SECOND].entries()) {
      // As the contact form stores one (its module reads the site's texts, which Playwright cannot import).
      await db.contactMessage.create({
        data: {
          ...fields,
          email: "visitor@example.com",
          ipHash: `e2e-${RUN}-${randomInt(1e9)}`,
          createdAt: new Date(Date.now() - (2 - index) * 60_000),
          languageCode: "en",
          fromPath: "/en/contact",
          consentVersion: "2026-11-26",
          consentAt: new Date(),
        },
      });
    }
    await db.teamMember.create({
      data: { languageCode: "tr", name: MEMBER, title: "Avukat", shortDescription: "-", languages: ["İngilizce"] },
    });
  } finally {
    await db.$disconnect();
  }
}

const search = `/admin/messages?q=${encodeURIComponent(RUN)}`;
const row = (name: string) => admin.getByRole("row", { name: new RegExp(name) });

test.beforeAll(async ({ browser, baseURL }) => {
  await seed();
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async () => {
  await admin.context().close();
});

test("the list shows each message's excerpt, status, language and unread mark; markup stays text", async () => {
  await admin.goto(search);
  await expect(row(FIRST.name)).toContainText(`Line one about a patent ${RUN} line two`);
  await expect(row(FIRST.name)).toContainText("Okunmadı");
  await expect(row(FIRST.name)).toContainText("Yeni");
  await expect(row(FIRST.name)).toContainText("Atanmadı");
  await expect(row(SECOND.name)).toContainText(HOSTILE);
  // No element was made from the visitor's text (whatever the admin's Content-Security-Policy would block).
  await expect(admin.locator('img[src="x"]')).toHaveCount(0);
  await expect(admin.locator("script", { hasText: "__pwned" })).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await admin.screenshot({ path: test.info().outputPath("inbox-list-desktop.png"), fullPage: true });
  await admin.setViewportSize(PHONE);
  await admin.screenshot({ path: test.info().outputPath("inbox-list-phone.png"), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 720 });
});

test("a message's page shows the visitor's markup as text, with the reply link quoting it", async () => {
  await admin.goto(search);
  await row(SECOND.name).getByRole("link", { name: SECOND.name, exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: SECOND.subject })).toBeVisible();
  await expect(admin.getByTestId("message-text")).toHaveText(HOSTILE);
  await expect(admin.locator('img[src="x"]')).toHaveCount(0);
  await expect(admin.locator("script", { hasText: "__pwned" })).toHaveCount(0);
  expect(await admin.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const reply = admin.getByRole("link", { name: "Yanıtla", exact: true });
  const href = (await reply.getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:visitor@example\.com\?subject=Re%3A%20Marka%20/);
  expect(decodeURIComponent(href.split("&body=")[1] ?? "")).toContain(`> ${HOSTILE}`);
  await expect(admin.getByRole("link", { name: "/en/contact" })).toHaveAttribute("href", /\/en\/contact$/);
});

test("next and previous move between the two messages in the list's order", async () => {
  await admin.goto(search);
  await row(SECOND.name).getByRole("link", { name: SECOND.name, exact: true }).click();
  const steps = admin.getByRole("navigation", { name: "Mesajlar arasında" });
  await steps.getByRole("link", { name: "Sonraki →" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: FIRST.subject })).toBeVisible();
  await expect(steps.getByRole("link", { name: "Sonraki →" })).toHaveCount(0);
  await steps.getByRole("link", { name: "← Önceki" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: SECOND.subject })).toBeVisible();
  await expect(steps.getByRole("link", { name: "← Önceki" })).toHaveCount(0);
});

test("mark unread, assign to the member who speaks English, mark answered, archive", async () => {
  await admin.goto(search);
  await row(FIRST.name).getByRole("link", { name: FIRST.name, exact: true }).click();
  await expect(admin.getByTestId("message-text")).toHaveText(FIRST.message);
  await admin.screenshot({ path: test.info().outputPath("inbox-message-desktop.png"), fullPage: true });
  await admin.setViewportSize(PHONE);
  await admin.screenshot({ path: test.info().outputPath("inbox-message-phone.png"), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 720 });

  await admin.getByRole("button", { name: "Okunmadı olarak işaretle" }).click();
  await expect(admin.getByRole("status")).toHaveText("Mesaj okunmadı olarak işaretlendi.");
  await expect(row(FIRST.name)).toContainText("Okunmadı");

  await row(FIRST.name).getByRole("link", { name: FIRST.name, exact: true }).click();
  const assign = admin.getByLabel("Sorumlu ata");
  await expect(assign.getByRole("option", { name: `${MEMBER} · İngilizce (en) konuşuyor`, exact: true })).toHaveCount(
    1,
  );
  // Those who speak the message's language come first (after "nobody").
  const labels = await assign.locator("option").allTextContents();
  const speaking = labels.map((label) => label.endsWith("konuşuyor"));
  expect(speaking.slice(1)).toEqual([...speaking.slice(1)].sort((a, b) => Number(b) - Number(a)));
  await assign.selectOption({ label: `${MEMBER} · İngilizce (en) konuşuyor` });
  await admin.getByRole("button", { name: "Ata", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Mesaja sorumlu atandı.");
  await expect(admin.getByTestId("message-assignee")).toHaveText(MEMBER);

  await admin.getByRole("button", { name: "Yanıtlandı", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Mesaj yanıtlandı olarak işaretlendi.");
  await expect(admin.getByTestId("message-status")).toHaveText("Yanıtlandı");
  await expect(admin.getByTestId("status-by")).toHaveText(/^e2e-admin@example\.com · .+\d\d:\d\d$/);

  await admin.getByRole("button", { name: "Arşivle", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Mesaj arşivlendi.");
  await admin.goto(search);
  await expect(row(FIRST.name)).toHaveCount(0);
  await admin.goto(`${search}&status=archived`);
  await expect(row(FIRST.name)).toContainText("Arşivlendi");
  await expect(row(FIRST.name)).toContainText(MEMBER);
});

test("the workbook has one row per message, with status, assignee, who and when, and consent", async () => {
  await admin.goto("/admin/messages");
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Excel olarak indir (.xlsx)" }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.getWorksheet("Mesajlar")!;
  const header = sheet.getRow(1).values as unknown[];
  const column = (label: string) => header.indexOf(label);
  const rows = (sheet.getRows(2, sheet.rowCount - 1) ?? []).filter((r) => String(r.getCell(2).value).endsWith(RUN));
  expect(rows).toHaveLength(2);
  const first = rows.find((r) => r.getCell(2).value === FIRST.name)!;
  expect(first.getCell(column("Durum")).value).toBe("Arşivlendi");
  expect(first.getCell(column("Sorumlu")).value).toBe(MEMBER);
  expect(String(first.getCell(column("Durumu değiştiren")).value)).toMatch(/^e2e-admin@example\.com$/);
  expect(String(first.getCell(column("Durum tarihi (Europe/Istanbul)")).value)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  expect(String(first.getCell(column("Onaylanan metin sürümü")).value)).not.toBe("");
  const second = rows.find((r) => r.getCell(2).value === SECOND.name)!;
  expect(second.getCell(column("Durum")).value).toBe("Yeni");
  expect(second.getCell(column("Mesaj")).value).toBe(HOSTILE);
});
