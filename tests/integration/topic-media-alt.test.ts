import { beforeEach, describe, expect, it } from "vitest";
import { stableMediaPath } from "@/lib/media/urls";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { solidJpeg, uploaded } from "../helpers/media";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

/**
 * A topic's library image must say what it shows in the topic's language (the figure's own alt, or
 * the library's) unless the file is decorative: every save is refused otherwise, a working copy too.
 */
const t = contentTestDatabase(["tr", "en"]);
let categoryId: number;
let file: { id: number; path: string };

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "MediaFile", "MediaBlob" RESTART IDENTITY`);
  categoryId = (await insertCategory(t.db, "tr", "patent")).id;
  const saved = await uploaded(t.db, await solidJpeg(400, 300), "ofis.jpg");
  file = { id: saved.id, path: stableMediaPath(saved) };
});

const figure = (alt: string) =>
  `<figure data-media-id="${file.id}" data-size="full" data-align="center"><img src="${file.path}" alt="${alt}"><figcaption>Ofis</figcaption></figure>`;

const topic = (body: string) => ({
  languageCode: "tr",
  categoryId,
  title: "Patent Başvurusu",
  slug: "patent-basvurusu",
  body: `<p>Metin</p>${body}`,
  isActive: true,
});

const REFUSED = { ok: false, error: "invalid", fieldErrors: { body: "imageAltMissing" } };

describe("a topic's library images need an alt text in its language", () => {
  it("refuses a figure without alt of a file without alt, and saves nothing", async () => {
    expect(await writeTo(t.db, createTopic(topic(figure(""))))).toMatchObject(REFUSED);
    expect(await writeTo(t.db, createTopic(topic(figure("   "))))).toMatchObject(REFUSED);
    expect(await t.db.topic.count()).toBe(0);
  });

  it("saves a figure with its own alt text", async () => {
    expect(await writeTo(t.db, createTopic(topic(figure("Ofisin toplantı odası"))))).toMatchObject({ ok: true });
    expect((await t.db.topic.findFirstOrThrow()).body).toContain('alt="Ofisin toplantı odası"');
  });

  it("saves a figure of a decorative file", async () => {
    await t.db.mediaFile.update({ where: { id: file.id }, data: { decorative: true } });
    expect(await writeTo(t.db, createTopic(topic(figure(""))))).toMatchObject({ ok: true });
  });

  it("takes the library's alt of the topic's language, not another language's", async () => {
    await t.db.mediaFile.update({
      where: { id: file.id },
      data: { texts: { en: { alt: "Meeting room", caption: "" } } },
    });
    expect(await writeTo(t.db, createTopic(topic(figure(""))))).toMatchObject(REFUSED);
    await t.db.mediaFile.update({
      where: { id: file.id },
      data: { texts: { tr: { alt: "Toplantı odası", caption: "" } } },
    });
    expect(await writeTo(t.db, createTopic(topic(figure(""))))).toMatchObject({ ok: true });
  });

  it("refuses an edit and a working copy of a published topic that adds such an image", async () => {
    const { id } = (await written(t.db, createTopic(topic("")))).value;
    const version = async () => ({ id, updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt });
    const { languageCode: _languageCode, ...changes } = topic(figure(""));
    expect(await writeTo(t.db, updateTopic(await version(), changes, { intent: "publish" }))).toMatchObject(REFUSED);
    expect(await writeTo(t.db, updateTopic(await version(), changes, { intent: "draft" }))).toMatchObject(REFUSED);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({ draft: null, body: "<p>Metin</p>" });
    const described = { ...changes, body: `<p>Metin</p>${figure("Ofis")}` };
    expect(await writeTo(t.db, updateTopic(await version(), described, { intent: "draft" }))).toMatchObject({
      ok: true,
    });
  });

  it("lets a figure whose file is gone pass: the page shows only its caption", async () => {
    await t.db.mediaFile.delete({ where: { id: file.id } });
    expect(await writeTo(t.db, createTopic(topic(figure(""))))).toMatchObject({ ok: true });
  });
});
