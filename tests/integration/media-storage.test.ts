import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { createCategory } from "@/lib/categories/mutations";
import { deleteMedia, replaceMediaFile, updateMediaDetails } from "@/lib/media/mutations";
import { prepareUpload } from "@/lib/media/process";
import { serveMedia } from "@/lib/media/serve";
import { databaseStorage, originalKey } from "@/lib/media/storage";
import { stableMediaPath, squaresVersion, VARIANT_FORMATS, variantPath, type MediaAddressable } from "@/lib/media/urls";
import {
  allVariantsPrefix,
  ensureVariant,
  prepareVariantsLater,
  usualVariants,
  variantKey,
} from "@/lib/media/variants";
import { createTeamMember, updateTeamMember } from "@/lib/team-members/mutations";
import { createTopic, deleteTopic } from "@/lib/topics/mutations";
import {
  animatedGif,
  cameraJpeg,
  GPS_POINTER,
  halves,
  meanColour,
  pdfOfSize,
  pngHeader,
  prepared,
  smallPdf,
  solidJpeg,
  uploaded,
} from "../helpers/media";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

/**
 * The media library against PostgreSQL: its storage, an upload's cleaning (type from the bytes,
 * limits, metadata stripped, turned upright), the variants made from it, a replacement that keeps
 * the address, and a delete refused while the file is used.
 */
const t = contentTestDatabase(["tr"]);

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "MediaFile", "MediaBlob" RESTART IDENTITY`);
});

/** "red" or "blue" when an image is (almost) all of it, else its mean colour. */
async function colourOf(bytes: Uint8Array) {
  const colour = await meanColour(bytes);
  if (colour.red > 240 && colour.blue < 15 && colour.green < 15) return "red";
  if (colour.blue > 240 && colour.red < 15 && colour.green < 15) return "blue";
  return colour;
}

const blobKeys = async () =>
  (await t.db.mediaBlob.findMany({ select: { key: true }, orderBy: { key: "asc" } })).map(({ key }) => key);

describe("the database storage", () => {
  it("writes, reads, tells what it has and removes by key and by prefix; a key keeps its first bytes", async () => {
    const storage = databaseStorage(t.db);
    await storage.write("variant:a:w320.webp", Buffer.from("one"), "image/webp");
    await storage.write("variant:a:w640.webp", Buffer.from("two"), "image/webp");
    await storage.write("variant:b:w320.webp", Buffer.from("three"), "image/webp");
    await storage.write("original:x", Buffer.from("kept"), "application/pdf");
    // The same key holds the same bytes: a second write changes nothing.
    await storage.write("original:x", Buffer.from("other"), "application/pdf");

    expect(await storage.read("original:x")).toEqual({ bytes: Buffer.from("kept"), contentType: "application/pdf" });
    expect(await storage.has("variant:a:w640.webp")).toBe(true);
    expect(await storage.has("variant:c:w640.webp")).toBe(false);
    expect(await storage.read("variant:c:w640.webp")).toBeNull();
    expect(
      await t.db.mediaBlob.findUniqueOrThrow({ where: { key: "original:x" }, select: { byteSize: true } }),
    ).toEqual({ byteSize: 4 });

    await storage.remove(["original:x"], ["variant:a:"]);
    expect(await blobKeys()).toEqual(["variant:b:w320.webp"]);
  });

  it("keeps the same bytes uploaded twice once, and drops them with the last file holding them", async () => {
    const bytes = await solidJpeg(50, 50);
    const first = await uploaded(t.db, bytes, "bir.jpg");
    const second = await uploaded(t.db, bytes, "iki.jpg");
    expect(first.contentHash).toBe(second.contentHash);
    expect(await blobKeys()).toEqual([originalKey(first.contentHash)]);

    await written(t.db, deleteMedia(first.id));
    expect(await blobKeys()).toEqual([originalKey(first.contentHash)]);
    await written(t.db, deleteMedia(second.id));
    expect(await blobKeys()).toEqual([]);
  });
});

describe("an upload", () => {
  it("keeps a camera's JPEG upright, without its EXIF (copyright, GPS position), in the database", async () => {
    const camera = await cameraJpeg();
    const before = await sharp(camera).metadata();
    expect(before.exif?.includes("Ofis 2026")).toBe(true);
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);
    expect([before.width, before.height, before.orientation]).toEqual([60, 40, 6]);

    const file = await uploaded(t.db, camera, "C:\\Users\\ofis\\Pictures\\selin.JPG");
    const row = await t.db.mediaFile.findUniqueOrThrow({ where: { id: file.id } });
    expect(row).toMatchObject({
      fileName: "selin.jpg",
      kind: "image",
      contentType: "image/jpeg",
      width: 40,
      height: 60,
    });
    const stored = (await databaseStorage(t.db).read(originalKey(row.contentHash)))!;
    expect(stored.bytes.byteLength).toBe(row.byteSize);
    const after = await sharp(stored.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 40, 60]);
    // Turned as the camera meant it: the stored left half (red) is now on top.
    const top = await sharp(stored.bytes).extract({ left: 0, top: 0, width: 40, height: 25 }).png().toBuffer();
    const bottom = await sharp(stored.bytes).extract({ left: 0, top: 35, width: 40, height: 25 }).png().toBuffer();
    expect(await colourOf(top)).toBe("red");
    expect(await colourOf(bottom)).toBe("blue");
  });

  it("is typed by its bytes and refused past the limits, a bomb by its header", async () => {
    const refusal = async (bytes: Uint8Array, name: string) => {
      const result = await prepareUpload(bytes, name);
      return "refused" in result ? result.refused : result.contentType;
    };
    // 20 MB, as the admin's message says, and not a byte more.
    const twentyMegabytes = 20 * 1024 * 1024;
    expect(await refusal(pdfOfSize(twentyMegabytes + 1), "buyuk.pdf")).toBe("fileTooLarge");
    expect(await refusal(pdfOfSize(twentyMegabytes), "tam.pdf")).toBe("application/pdf");
    // 100 megapixels in a 1 KB file: refused from its header, before any pixel is decoded.
    const bomb = pngHeader(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(2_000);
    expect(await refusal(bomb, "bomba.png")).toBe("imageTooManyPixels");
    // An animated GIF counts every frame, as its decoder does: 12 frames of 4 megapixels are 48.
    expect(await refusal(await animatedGif(2000, 12), "hareketli.gif")).toBe("imageTooManyPixels");
    expect(await refusal(await animatedGif(1000, 12), "hareketli.gif")).toBe("image/gif");
    expect(await refusal(Buffer.from("<!doctype html><html><body>hi</body></html>"), "foto.jpg")).toBe(
      "fileTypeUnknown",
    );
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await refusal(Buffer.from(svg), "logo.svg")).toBe("svgNotAllowed");
    expect(await refusal(Buffer.from(svg), "logo.png")).toBe("svgNotAllowed");
    // An executable renamed: a type the library does not keep.
    expect(await refusal(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(400)]), "rapor.pdf")).toBe(
      "fileTypeNotAllowed",
    );
    expect(await refusal(new Uint8Array(), "bos.jpg")).toBe("fileEmpty");

    const pdf = await prepared(smallPdf(), "dilekce.PDF");
    expect(pdf).toMatchObject({ fileName: "dilekce.pdf", kind: "document", width: null, height: null });
    expect(pdf.bytes.equals(smallPdf())).toBe(true);
  });
});

describe("the variants", () => {
  it("are of the format and width they are named by, made once and kept", async () => {
    const media = await uploaded(t.db, await solidJpeg(1000, 500), "genis.jpg");
    const storage = databaseStorage(t.db);
    const types: Record<string, string> = {
      avif: "image/avif",
      webp: "image/webp",
      jpg: "image/jpeg",
      png: "image/png",
    };
    for (const format of VARIANT_FORMATS) {
      const made = (await ensureVariant(storage, media, { name: "w640", format }))!;
      expect((await fileTypeFromBuffer(made.bytes))?.mime).toBe(types[format]);
      expect(made.contentType).toBe(types[format]);
      const { width, height } = await sharp(made.bytes).metadata();
      expect([width, height]).toEqual([640, 320]);
    }
    // Never wider than the file: w1280 of a 1000-pixel image is 1000 wide.
    const widest = (await ensureVariant(storage, media, { name: "w1280", format: "webp" }))!;
    expect((await sharp(widest.bytes).metadata()).width).toBe(1000);
    const kept = await t.db.mediaBlob.count({ where: { key: { startsWith: allVariantsPrefix(media) } } });
    expect(kept).toBe(VARIANT_FORMATS.length + 1);
  });

  it("crop a square around the focal point", async () => {
    // Red on the left, blue on the right: a focal point on the right crops the blue half.
    const media = await uploaded(t.db, await halves(400, 200, "#ff0000", "#0000ff"), "yarim.png");
    const storage = databaseStorage(t.db);
    const right = (
      await written(
        t.db,
        updateMediaDetails(media.id, await updatedAt(media.id), {
          fileName: "yarim.png",
          focalX: 1,
          focalY: 0.5,
        }),
      )
    ).value;
    const square = (await ensureVariant(storage, right, { name: "s160", format: "png" }))!;
    const { width, height } = await sharp(square.bytes).metadata();
    expect([width, height]).toEqual([160, 160]);
    expect(await colourOf(square.bytes)).toBe("blue");

    const left = (
      await written(
        t.db,
        updateMediaDetails(media.id, await updatedAt(media.id), {
          fileName: "yarim.png",
          focalX: 0,
          focalY: 0.5,
        }),
      )
    ).value;
    expect(squaresVersion(left)).not.toBe(squaresVersion(right));
    const other = (await ensureVariant(storage, left, { name: "s160", format: "png" }))!;
    expect(await colourOf(other.bytes)).toBe("red");
    // The centre's crop holds both halves, evenly.
    const centre = { ...left, focalX: 0.5 };
    const middle = (await ensureVariant(storage, centre, { name: "s160", format: "png" }))!;
    const colour = await meanColour(middle.bytes);
    expect(Math.abs(colour.red - colour.blue)).toBeLessThan(10);
  });

  it("are all made in the background after an upload", async () => {
    const media = await uploaded(t.db, await solidJpeg(700, 700), "kare.jpg");
    await prepareVariantsLater(t.db, media);
    const expected = usualVariants(media).map((variant) => variantKey(media, variant));
    expect(expected).toContain(variantKey(media, { name: "s640", format: "avif" }));
    expect((await blobKeys()).filter((key) => key.startsWith("variant:")).sort()).toEqual(expected.sort());
  });

  it("after the focal point moved: new square crops, the widths kept, the old crops gone", async () => {
    const media = await uploaded(t.db, await solidJpeg(700, 500), "odak.jpg");
    await prepareVariantsLater(t.db, media);
    const before = new Set(await blobKeys());
    const moved = (
      await written(
        t.db,
        updateMediaDetails(media.id, await updatedAt(media.id), { fileName: "odak.jpg", focalX: 0.2, focalY: 0.5 }),
      )
    ).value;
    await prepareVariantsLater(t.db, moved);
    const after = new Set(await blobKeys());
    const widths = usualVariants(media).filter(({ name }) => name.startsWith("w"));
    const squares = usualVariants(media).filter(({ name }) => name.startsWith("s"));
    for (const variant of widths) expect(after.has(variantKey(moved, variant))).toBe(true);
    for (const variant of widths) expect(variantKey(moved, variant)).toBe(variantKey(media, variant));
    for (const variant of squares) {
      expect(before.has(variantKey(media, variant))).toBe(true);
      expect(after.has(variantKey(media, variant))).toBe(false);
      expect(after.has(variantKey(moved, variant))).toBe(true);
    }
  });

  it("a job overtaken by a later write leaves nothing behind", async () => {
    const media = await uploaded(t.db, await solidJpeg(600, 400), "gecikmis.jpg");
    // The focal point moves before the upload's job runs: the job stops and keeps no old crop.
    await written(
      t.db,
      updateMediaDetails(media.id, await updatedAt(media.id), { fileName: "gecikmis.jpg", focalX: 0.9, focalY: 0.5 }),
    );
    await prepareVariantsLater(t.db, media);
    const squares = usualVariants(media).filter(({ name }) => name.startsWith("s"));
    const keys = new Set(await blobKeys());
    for (const variant of squares) expect(keys.has(variantKey(media, variant))).toBe(false);
  });
});

const updatedAt = async (id: number) =>
  (await t.db.mediaFile.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } })).updatedAt;

const get = (path: string) => new Request(`http://localhost:3000${path}`);

async function serve(path: string) {
  const [, , id, ...rest] = path.split("/");
  return serveMedia(t.db, get(path), id!, rest);
}

describe("an address", () => {
  it("serves a file only with its key: nothing is found by counting ids", async () => {
    const media = await uploaded(t.db, await solidJpeg(64, 48), "gizli.jpg");
    const variant = variantPath(media, { name: "w320", format: "webp" });
    expect((await serve(stableMediaPath(media))).status).toBe(200);
    expect((await serve(variant)).status).toBe(200);
    const otherKey = media.addressKey.replace(/^./, (digit) => (digit === "0" ? "1" : "0"));
    for (const path of [
      `/media/${media.id}/gizli.jpg`,
      `/media/${media.id}-${otherKey}/gizli.jpg`,
      variant.replace(media.addressKey, otherKey),
      `/media/${media.id}-${otherKey}/current/s160.webp`,
      `/media/${media.id}-${otherKey}/0000000000000000/w320.webp`,
    ])
      expect((await serve(path)).status, path).toBe(404);
    expect(media.addressKey).toMatch(/^[0-9a-f]{12}$/);
    const second = await uploaded(t.db, await solidJpeg(64, 48, "#00ff00"), "ikinci.jpg");
    expect(second.addressKey).not.toBe(media.addressKey);
  });

  it("names the original in its Content-Disposition in RFC 5987's encoding", async () => {
    const media = await uploaded(t.db, await solidJpeg(20, 20), "dava (son)'s*.jpg");
    expect((await serve(stableMediaPath(media))).headers.get("content-disposition")).toBe(
      "inline; filename*=UTF-8''dava%20%28son%29%27s%2A.jpg",
    );
  });
});

describe("a replacement", () => {
  it("keeps the id and the stable address; the old version's variants redirect to the new one", async () => {
    const media = await uploaded(t.db, await solidJpeg(400, 300, "#ff0000"), "afis.jpg");
    const oldVariant = variantPath(media, { name: "w320", format: "webp" });
    expect((await serve(oldVariant)).status).toBe(200);
    const oldOriginal = originalKey(media.contentHash);

    const replaced = (
      await written(
        t.db,
        replaceMediaFile(
          media.id,
          await prepared(await solidJpeg(500, 250, "#0000ff"), "yeni.jpg"),
          await updatedAt(media.id),
        ),
      )
    ).value;
    expect(replaced).toMatchObject({ id: media.id, fileName: "afis.jpg", width: 500, height: 250 });

    const original = await serve(stableMediaPath(media));
    expect(original.status).toBe(200);
    expect(await colourOf(Buffer.from(await original.arrayBuffer()))).toBe("blue");
    const redirect = await serve(oldVariant);
    expect(redirect.status).toBe(307);
    const newVariant = variantPath(replaced as MediaAddressable, { name: "w320", format: "webp" });
    expect(redirect.headers.get("location")).toBe(newVariant);
    const served = await serve(newVariant);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    // The old bytes and their variants are gone.
    const keys = await blobKeys();
    expect(keys).not.toContain(oldOriginal);
    expect(keys.filter((key) => key.startsWith(allVariantsPrefix(media)))).toEqual([]);
  });

  it("refuses another kind of file, and a stale version", async () => {
    const media = await uploaded(t.db, await solidJpeg(100, 100), "foto.jpg");
    const before = await updatedAt(media.id);
    expect(await writeTo(t.db, replaceMediaFile(media.id, await prepared(smallPdf(), "x.pdf"), before))).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { file: "replaceKindDiffers" },
    });
    await written(t.db, updateMediaDetails(media.id, before, { fileName: "foto2.jpg" }));
    expect(
      await writeTo(t.db, replaceMediaFile(media.id, await prepared(await solidJpeg(90, 90), "y.jpg"), before)),
    ).toMatchObject({ ok: false, error: "conflict" });
  });
});

describe("a delete", () => {
  it("is refused while a topic or a team member shows the file, and removes its original and variants after", async () => {
    const media = await uploaded(t.db, await solidJpeg(800, 600), "ofis.jpg");
    const other = await uploaded(t.db, await solidJpeg(80, 60), "baska.jpg");
    const storage = databaseStorage(t.db);
    await ensureVariant(storage, media, { name: "w640", format: "avif" });
    await ensureVariant(storage, media, { name: "s160", format: "jpg" });

    const category = await written(t.db, createCategory({ languageCode: "tr", title: "Marka", slug: "marka" }));
    const figure = `<figure data-media-id="${media.id}"><img src="${stableMediaPath(media)}" alt="Ofis"><figcaption>Ofisimiz</figcaption></figure>`;
    const topic = await written(
      t.db,
      createTopic({
        languageCode: "tr",
        categoryId: category.value.id,
        title: "Başvuru",
        slug: "basvuru",
        body: `<p>Bakın:</p>${figure}`,
      }),
    );
    const member = await written(
      t.db,
      createTeamMember({
        languageCode: "tr",
        name: "Selin",
        title: "Vekil",
        shortDescription: "Marka vekili",
        image: stableMediaPath(media),
      }),
    );
    expect(await writeTo(t.db, deleteMedia(media.id))).toMatchObject({ ok: false, error: "inUse" });
    // Only the used file is kept: another one goes.
    expect(await writeTo(t.db, deleteMedia(other.id))).toMatchObject({ ok: true });

    await written(t.db, deleteTopic(topic.value.id));
    expect(await writeTo(t.db, deleteMedia(media.id))).toMatchObject({ ok: false, error: "inUse" });
    const saved = await t.db.teamMember.findUniqueOrThrow({ where: { id: member.value.id } });
    await written(
      t.db,
      updateTeamMember(
        { id: saved.id, updatedAt: saved.updatedAt },
        {
          languageCode: "tr",
          name: "Selin",
          title: "Vekil",
          shortDescription: "Marka vekili",
          image: "",
        },
      ),
    );
    expect(await writeTo(t.db, deleteMedia(media.id))).toMatchObject({ ok: true });
    expect(await blobKeys()).toEqual([]);
    expect(await t.db.mediaFile.count()).toBe(0);
    expect((await serve(stableMediaPath(media))).status).toBe(404);
  });
});
