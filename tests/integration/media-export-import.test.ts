import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaOf } from "@/lib/db";
import { updateMediaDetails } from "@/lib/media/mutations";
import { databaseStorage, originalKey } from "@/lib/media/storage";
import { ensureVariant } from "@/lib/media/variants";
import { readSiteData, serializeSiteData } from "@/lib/site-data/export";
import { importSiteData } from "@/lib/site-data/import";
import { parseSiteData } from "@/lib/site-data/parse";
import { insertLanguage } from "../helpers/fixtures";
import { halves, smallPdf, uploaded } from "../helpers/media";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

/** The media library in `db:export` and `db:import`: each file's row and its original's bytes, variants made again. */
const FIXED_TIME = new Date("2026-01-02T03:04:05.000Z");
const databases: TestDatabase[] = [];
let source: TestDatabase;
let text: string;

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

const originals = async (db: TestDatabase["db"]) =>
  (await db.mediaBlob.findMany({ where: { key: { startsWith: "original:" } }, orderBy: { key: "asc" } })).map(
    ({ key, bytes, contentType }) => ({ key, bytes: Buffer.from(bytes).toString("hex"), contentType }),
  );

beforeAll(async () => {
  source = await emptyDatabase();
  await insertLanguage(source.db, "tr", { isDefault: true });
  await insertLanguage(source.db, "en", { order: 2 });
  const photo = await uploaded(source.db, await halves(640, 320, "#ff0000", "#0000ff"), "ofis.png");
  const row = await source.db.mediaFile.findUniqueOrThrow({ where: { id: photo.id } });
  await written(
    source.db,
    updateMediaDetails(photo.id, row.updatedAt, {
      fileName: "ofis.png",
      focalX: 0.9,
      focalY: 0.5,
      texts: { tr: { alt: "Ofis", caption: "Bursa" }, en: { alt: "Office" } },
    }),
  );
  await uploaded(source.db, smallPdf(), "vekaletname.pdf");
  // A variant in the source: not in the file, made again where it is imported.
  await ensureVariant(databaseStorage(source.db), { ...row, focalX: 0.9 }, { name: "s160", format: "webp" });
  text = serializeSiteData(await readSiteData(source.db, FIXED_TIME));
});
afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe("media in the export file", () => {
  it("carries each file's details and its original's bytes, not its variants", () => {
    const data = JSON.parse(text) as { media: Record<string, unknown>[] };
    expect(data.media).toHaveLength(2);
    expect(Object.keys(data.media[0]!)).toEqual([
      "id",
      "addressKey",
      "fileName",
      "decorative",
      "focalX",
      "focalY",
      "texts",
      "placement",
      "kind",
      "contentType",
      "byteSize",
      "width",
      "height",
      "contentHash",
      "data",
    ]);
    expect(data.media[0]).toMatchObject({
      fileName: "ofis.png",
      kind: "image",
      contentType: "image/png",
      width: 640,
      height: 320,
      focalX: 0.9,
      texts: { tr: { alt: "Ofis", caption: "Bursa" }, en: { alt: "Office", caption: "" } },
    });
    expect(data.media[1]).toMatchObject({ fileName: "vekaletname.pdf", kind: "document", width: null });
    expect(Buffer.from(data.media[1]!.data as string, "base64").equals(smallPdf())).toBe(true);
  });

  it("imports into an empty database with the same bytes; variants are made there; exporting again gives the same file", async () => {
    const target = await emptyDatabase();
    const parsed = parseSiteData(text);
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const result = await writeTo(target.db, importSiteData(parsed.data, schemaOf(target.db)));
    expect(result).toMatchObject({ ok: true, value: { media: 2, languages: 2 } });
    expect(result.ok && result.tags).toContain("media");

    expect(await originals(target.db)).toEqual(await originals(source.db));
    expect(await target.db.mediaBlob.count({ where: { key: { startsWith: "variant:" } } })).toBe(0);
    const imported = await target.db.mediaFile.findMany({ orderBy: { id: "asc" } });
    const kept = await source.db.mediaFile.findMany({ orderBy: { id: "asc" } });
    const withoutTimes = (rows: typeof kept) => rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row);
    expect(withoutTimes(imported)).toEqual(withoutTimes(kept));

    // The crop around the imported focal point (the right, blue half), made from the imported original.
    const square = (await ensureVariant(databaseStorage(target.db), imported[0]!, { name: "s160", format: "webp" }))!;
    const { channels } = await sharp(square.bytes).stats();
    expect(channels[2]!.mean).toBeGreaterThan(230);
    expect(channels[0]!.mean).toBeLessThan(25);

    // New files take ids after the imported ones.
    const next = await uploaded(target.db, smallPdf().subarray(0, 1_500), "yeni.pdf");
    expect(next.id).toBe(kept.at(-1)!.id + 1);
    await target.db.mediaFile.delete({ where: { id: next.id } });
    await target.db.mediaBlob.delete({ where: { key: originalKey(next.contentHash) } });

    expect(serializeSiteData(await readSiteData(target.db, FIXED_TIME))).toBe(text);
  });

  it("refuses a file whose data is not what its hash and size say, naming the item", async () => {
    const target = await emptyDatabase();
    const tampered = JSON.parse(text) as { media: { data: string; byteSize: number }[] };
    const bytes = Buffer.from(tampered.media[1]!.data, "base64");
    bytes[20] = bytes[20]! ^ 0xff;
    tampered.media[1]!.data = bytes.toString("base64");
    expect(parseSiteData(JSON.stringify(tampered))).toEqual({
      ok: false,
      problems: ["media[1].data: the data's sha256 is not its contentHash"],
    });
    const truncated = JSON.parse(text) as { media: { data: string }[] };
    truncated.media[0]!.data = Buffer.from(truncated.media[0]!.data, "base64").subarray(0, 100).toString("base64");
    const parsed = parseSiteData(JSON.stringify(truncated));
    expect(!parsed.ok && parsed.problems).toEqual([
      expect.stringMatching(/^media\[0\]\.data: the data holds 100 bytes, byteSize says \d+$/),
    ]);
    const wrongKind = JSON.parse(text) as { media: { kind: string }[] };
    wrongKind.media[1]!.kind = "image";
    const kindParsed = parseSiteData(JSON.stringify(wrongKind));
    expect(!kindParsed.ok && kindParsed.problems).toEqual([
      "media[1].contentType: application/pdf is not an image",
      "media[1].width: an image has a width and a height",
    ]);
    expect(await writeTo(target.db, importSiteData(tampered, schemaOf(target.db)))).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect(await target.db.mediaFile.count()).toBe(0);
    expect(await target.db.mediaBlob.count()).toBe(0);
  });

  it("reads a file written before the library, with no media list, as a site without media", () => {
    const older = JSON.parse(text) as Record<string, unknown>;
    delete older.media;
    const parsed = parseSiteData(JSON.stringify(older));
    expect(parsed.ok && parsed.data.media).toEqual([]);
  });
});
