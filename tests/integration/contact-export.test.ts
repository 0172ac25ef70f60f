import ExcelJS from "exceljs";
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { exportFormatOf, exportInbox, INBOX_COLUMNS } from "@/lib/contact-messages/export";
import { PRIVACY_NOTICE_VERSION } from "@/lib/contact-messages/fields";
import { createContactMessage } from "@/lib/contact-messages/mutations";
import turkish from "@/messages/tr.json";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/** The inbox's export, read back as a spreadsheet program reads it: the workbook by default, `;`-separated CSV on request. */
const t = contentTestDatabase(["tr", "en"]);

// The export reads with the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const run = randomBytes(4).toString("hex");
const SENDER = `Çağla Işıkoğlu ${run}`;
const SUBJECT = "Şirket ünvanı; marka tescili";
const HOSTILE = `=HYPERLINK("http://evil.example/?${run}","Tıklayın");-2+3`;
const TEXTS = {
  title: turkish.Admin.messages.title,
  label: (column: (typeof INBOX_COLUMNS)[number]) => turkish.Admin.messages.csv[column],
  status: (status: "new" | "answered" | "archived") => turkish.Admin.messages.inbox.statuses[status],
};

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
  await written(
    t.db,
    createContactMessage(
      {
        name: SENDER,
        email: "cagla@example.com",
        phone: "+90 224 000 00 00",
        subject: SUBJECT,
        message: HOSTILE,
        consent: "on",
      },
      {
        ipHash: `ip-${run}`,
        now: new Date("2026-11-20T22:30:00Z"),
        origin: { languageCode: "tr", fromPath: "/iletisim" },
      },
    ),
  );
});

async function readWorkbook(body: Uint8Array | string) {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares a global Buffer of its own that Node's typed Buffer no longer satisfies; at run time it reads any bytes.
  await workbook.xlsx.load(Buffer.from(body as Uint8Array) as never);
  return workbook;
}

describe("the inbox's export", () => {
  it("is an Excel workbook by default, with the admin's column names, Turkish letters intact, and texts never formulas", async () => {
    const file = await exportInbox(exportFormatOf(null), TEXTS, new Date("2026-11-26T00:00:00Z"));
    expect(file.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.fileName).toBe("messages-2026-11-26.xlsx");
    const workbook = await readWorkbook(file.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Mesajlar"]);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
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
    ]);
    const row = sheet.getRow(2);
    expect(row.values).toEqual([
      undefined,
      "2026-11-21 01:30",
      SENDER,
      "cagla@example.com",
      "+90 224 000 00 00",
      SUBJECT,
      HOSTILE,
      "tr",
      "/iletisim",
      "",
      "Yeni",
      "",
      "",
      "",
      PRIVACY_NOTICE_VERSION,
      "2026-11-21 01:30",
      "2026-11-20T22:30:00.000Z",
    ]);
    for (let column = 1; column <= INBOX_COLUMNS.length + 1; column++)
      expect(row.getCell(column).type, `column ${column}`).toBe(ExcelJS.ValueType.String);
  });

  it("is ';'-separated CSV with ?format=csv, a visitor's formula guarded, dated by the firm's day", async () => {
    await t.sql.query(`UPDATE "ContactMessage" SET "readAt" = '2026-11-25T21:05:00Z'`);
    // 00:30 in Bursa: the file is of the firm's 26th, though still the 25th in UTC.
    const file = await exportInbox(exportFormatOf("csv"), TEXTS, new Date("2026-11-25T21:30:00Z"));
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(file.fileName).toBe("messages-2026-11-26.csv");
    expect(file.body).toBe(
      '\uFEFF"Tarih (Europe/Istanbul)";"Ad Soyad";"E-posta";"Telefon";"Konu";"Mesaj";"Dil";"Geldiği sayfa";' +
        '"Okunma tarihi (Europe/Istanbul)";"Durum";"Durumu değiştiren";"Durum tarihi (Europe/Istanbul)";"Sorumlu";' +
        '"Onaylanan metin sürümü";"Onay tarihi (Europe/Istanbul)";"Tarih (UTC)"\r\n' +
        `"2026-11-21 01:30";"${SENDER}";"cagla@example.com";"'+90 224 000 00 00";"${SUBJECT}";` +
        `"'=HYPERLINK(""http://evil.example/?${run}"",""Tıklayın"");'-2+3";"tr";"/iletisim";"2026-11-26 00:05";` +
        `"Yeni";"";"";"";"${PRIVACY_NOTICE_VERSION}";"2026-11-21 01:30";"2026-11-20T22:30:00.000Z"\r\n`,
    );
  });
});
