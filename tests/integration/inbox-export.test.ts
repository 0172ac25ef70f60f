import ExcelJS from "exceljs";
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { exportInbox, INBOX_COLUMNS } from "@/lib/contact-messages/export";
import { assignContactMessage, setContactMessageStatus } from "@/lib/contact-messages/inbox-mutations";
import { createContactMessage } from "@/lib/contact-messages/mutations";
import { PRIVACY_NOTICE_VERSION } from "@/lib/contact-messages/fields";
import { TEXT_FORMAT } from "@/lib/spreadsheet/xlsx";
import turkish from "@/messages/tr.json";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/**
 * The inbox's workbook, read back as a spreadsheet program reads it: a visitor's text starting with
 * a formula start (= + - @ tab CR) is a text cell in the Text format, never a formula; one starting
 * with tab or CR carries an apostrophe before it. The new columns: status, who and when, assignee, consent.
 */
const t = contentTestDatabase(["tr"]);

vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const run = randomBytes(4).toString("hex");
const TEXTS = {
  title: turkish.Admin.messages.title,
  label: (column: (typeof INBOX_COLUMNS)[number]) => turkish.Admin.messages.csv[column],
  status: (status: "new" | "answered" | "archived") => turkish.Admin.messages.inbox.statuses[status],
};

/** Each formula start, as a visitor's subject; the message text carries the run (all at least ten characters). */
const HOSTILE: Record<string, string> = {
  equals: `=HYPERLINK("http://evil.example/${run}","x")`,
  plus: "+1+cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
  tab: "\t=1+1+cmd|' /C calc'!A0",
  cr: "\r=1+1+cmd|' /C calc'!A0",
};
const SUBJECT_COLUMN = INBOX_COLUMNS.indexOf("subject") + 1;
const NAME_COLUMN = INBOX_COLUMNS.indexOf("name") + 1;

let memberName = "";

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
  for (const [name, subject] of Object.entries(HOSTILE))
    await written(
      t.db,
      createContactMessage(
        { name: `${name} ${run}`, email: "v@example.com", subject, message: `Sorum var (${run}).`, consent: "on" },
        { ipHash: `ip-${name}-${run}`, now: new Date("2026-11-20T10:00:00Z") },
      ),
    );
  const member = await t.db.teamMember.create({
    data: { languageCode: "tr", name: `Av. Deniz ${run}`, title: "Avukat", shortDescription: "-", isActive: true },
  });
  memberName = member.name;
  const first = await t.db.contactMessage.findFirstOrThrow({ where: { name: `equals ${run}` } });
  const actor = { kind: "admin" as const, email: "ofis@example.com" };
  await written(t.db, setContactMessageStatus(first.id, "answered", actor, new Date("2026-11-21T21:30:00Z")));
  await written(t.db, assignContactMessage(first.id, member.id, actor));
  // The form trims what it stores: a value starting with white space comes from elsewhere (an older import), and is guarded all the same.
  for (const name of ["tab", "cr"])
    await t.db.contactMessage.updateMany({ where: { name: `${name} ${run}` }, data: { subject: HOSTILE[name] } });
  // A message from before consent was asked for has none.
  await t.db.contactMessage.updateMany({
    where: { name: `plus ${run}` },
    data: { consentVersion: null, consentAt: null },
  });
});

async function exportedSheet() {
  const file = await exportInbox("xlsx", TEXTS, new Date("2026-11-26T00:00:00Z"));
  const workbook = new ExcelJS.Workbook();
  // exceljs declares a global Buffer of its own that Node's typed Buffer no longer satisfies; at run time it reads any bytes.
  await workbook.xlsx.load(Buffer.from(file.body as Uint8Array) as never);
  return workbook.worksheets[0]!;
}

const rowOf = (sheet: ExcelJS.Worksheet, name: string) =>
  (sheet.getRows(2, sheet.rowCount - 1) ?? []).find((row) => row.getCell(NAME_COLUMN).value === `${name} ${run}`)!;

describe("the inbox's workbook", () => {
  it.each(["equals", "plus", "minus", "at"])(
    "keeps a value starting with %s as text in the Text format",
    async (name) => {
      const cell = rowOf(await exportedSheet(), name).getCell(SUBJECT_COLUMN);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe(TEXT_FORMAT);
      expect(cell.value).toBe(HOSTILE[name]);
    },
  );

  it.each(["tab", "cr"])("puts an apostrophe before a value starting with %s", async (name) => {
    const cell = rowOf(await exportedSheet(), name).getCell(SUBJECT_COLUMN);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.numFmt).toBe(TEXT_FORMAT);
    expect(typeof cell.value).toBe("string");
    // XML reads a stored CR as a line feed: the apostrophe is what stands before the formula start.
    expect(String(cell.value)).toMatch(/^'[\t\r\n]=1\+1/);
  });

  it("has one row per message, with status, who set it and when, the assignee and the consent", async () => {
    const sheet = await exportedSheet();
    expect(sheet.rowCount).toBe(1 + Object.keys(HOSTILE).length);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(10, 17)).toEqual([
      "Durum",
      "Durumu değiştiren",
      "Durum tarihi (Europe/Istanbul)",
      "Sorumlu",
      "Onaylanan metin sürümü",
      "Onay tarihi (Europe/Istanbul)",
      "Tarih (UTC)",
    ]);
    const answered = rowOf(sheet, "equals").values as unknown[];
    expect(answered.slice(10, 16)).toEqual([
      "Yanıtlandı",
      "ofis@example.com",
      "2026-11-22 00:30",
      memberName,
      PRIVACY_NOTICE_VERSION,
      "2026-11-20 13:00",
    ]);
    expect((rowOf(sheet, "plus").values as unknown[]).slice(10, 16)).toEqual(["Yeni", "", "", "", "", ""]);
  });
});
