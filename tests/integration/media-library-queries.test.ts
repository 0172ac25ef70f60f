import { beforeEach, describe, expect, it } from "vitest";
import { findMediaFile, findMediaPage } from "@/lib/media/queries";
import { updateMediaDetails } from "@/lib/media/mutations";
import { smallPdf, solidJpeg, uploaded } from "../helpers/media";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/**
 * The library as the admin browses it, against PostgreSQL: newest first, a type filter, paging, and
 * a search of the file name and of any language's alt text and caption (the texts are JSON), in
 * any case and with either Turkish i.
 */
const t = contentTestDatabase(["tr", "en"]);

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "MediaFile", "MediaBlob" RESTART IDENTITY`);
});

async function describedImage(name: string, texts: Record<string, { alt?: string; caption?: string }>) {
  const media = await uploaded(t.db, await solidJpeg(40, 30), name);
  const row = await t.db.mediaFile.findUniqueOrThrow({ where: { id: media.id }, select: { updatedAt: true } });
  await written(t.db, updateMediaDetails(media.id, row.updatedAt, { fileName: name, texts }));
  return media.id;
}

const names = (page: Awaited<ReturnType<typeof findMediaPage>>) => page.rows.map((row) => row.fileName);

describe("the media library's list", () => {
  it("searches the file name and every language's alt text and caption, in any case and with either i", async () => {
    await describedImage("ofis.jpg", { tr: { alt: "Bursa'daki İŞYERİMİZ" } });
    await describedImage("ekip.jpg", { en: { caption: "Our patent attorneys at work" } });
    await describedImage("logo.jpg", {});
    await uploaded(t.db, smallPdf(), "Marka başvurusu.pdf");

    expect(names(await findMediaPage(t.db, { q: "işyerimiz" }))).toEqual(["ofis.jpg"]);
    expect(names(await findMediaPage(t.db, { q: "PATENT ATTORNEYS" }))).toEqual(["ekip.jpg"]);
    expect(names(await findMediaPage(t.db, { q: "marka" }))).toEqual(["Marka başvurusu.pdf"]);
    // A wildcard is a character like any other.
    expect(names(await findMediaPage(t.db, { q: "%" }))).toEqual([]);
    await describedImage("kampanya_2026.jpg", { en: { caption: "Fees 50% off" } });
    expect(names(await findMediaPage(t.db, { q: "50%" }))).toEqual(["kampanya_2026.jpg"]);
    expect(names(await findMediaPage(t.db, { q: "a_2" }))).toEqual(["kampanya_2026.jpg"]);
    const found = await findMediaPage(t.db, { q: "jpg" });
    expect(found).toMatchObject({ total: 4, all: 5, page: 1, pages: 1 });
  });

  it("lists newest first, filtered by kind, a page at a time (a page past the last is the last)", async () => {
    for (let index = 1; index <= 5; index++) await uploaded(t.db, await solidJpeg(20 + index, 20), `foto-${index}.jpg`);
    await uploaded(t.db, smallPdf(), "belge.pdf");

    expect(names(await findMediaPage(t.db, { pageSize: 4 }))).toEqual([
      "belge.pdf",
      "foto-5.jpg",
      "foto-4.jpg",
      "foto-3.jpg",
    ]);
    const last = await findMediaPage(t.db, { kind: "image", page: 9, pageSize: 4 });
    expect(last).toMatchObject({ page: 2, pages: 2, total: 5, all: 6 });
    expect(names(last)).toEqual(["foto-1.jpg"]);
    expect(names(await findMediaPage(t.db, { kind: "document" }))).toEqual(["belge.pdf"]);
  });

  it("reads one file with its texts, or null", async () => {
    const id = await describedImage("ofis.jpg", { en: { alt: "Our office" } });
    expect(await findMediaFile(t.db, id)).toMatchObject({
      fileName: "ofis.jpg",
      kind: "image",
      width: 40,
      height: 30,
      texts: { en: { alt: "Our office", caption: "" } },
    });
    expect(await findMediaFile(t.db, id + 1)).toBeNull();
  });
});
