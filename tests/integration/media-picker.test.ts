import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { squaresVersion } from "@/lib/media/urls";
import { databaseForAdminActions, signInToCookies } from "../helpers/admin-action";
import { smallPdf, solidJpeg, uploaded } from "../helpers/media";
import { requestCookies } from "../helpers/next-request";
import type { TestDatabase } from "../helpers/test-database";

/**
 * The media picker's reads (lib/media/picker.ts), called as the browser calls them: only for a
 * signed-in administrator, a page of plain JSON with the addresses the picker shows and content stores.
 */
vi.mock("next/headers", async () => (await import("../helpers/next-request")).nextHeaders);

const SECRET = "media-picker-test-secret-media-picker-test";
const EMAIL = "picker@example.com";
let t: TestDatabase;
let photoId: number;
let pdfId: number;

beforeAll(async () => {
  t = await databaseForAdminActions({ email: EMAIL, secret: SECRET });
  photoId = (await uploaded(t.db, await solidJpeg(1200, 1600), "selin.jpg")).id;
  pdfId = (await uploaded(t.db, smallPdf(), "vekaletname.pdf")).id;
  await t.db.mediaFile.update({
    where: { id: photoId },
    data: { texts: { tr: { alt: "Selin Kaya", caption: "" } }, focalY: 0.3 },
  });
});
afterAll(() => t.drop());
beforeEach(() => requestCookies.clear());

describe("the media picker's reads", () => {
  it("answer nothing without a session", async () => {
    const { pickableMedia, pickableMediaById } = await import("@/lib/media/picker");
    expect(await pickableMedia({})).toEqual({ ok: false, error: "unauthorized" });
    expect(await pickableMediaById(photoId)).toBeNull();
  });

  it("list a kind's files with their addresses, texts and sizes, as plain JSON", async () => {
    await signInToCookies(t.db, { email: EMAIL, secret: SECRET, loginAt: Date.now() });
    const { pickableMedia } = await import("@/lib/media/picker");
    const images = await pickableMedia({ kind: "image" });
    const row = await t.db.mediaFile.findUniqueOrThrow({ where: { id: photoId } });
    const version = squaresVersion(row);
    expect(images).toEqual({
      ok: true,
      page: 1,
      pages: 1,
      total: 1,
      items: [
        {
          id: photoId,
          addressKey: row.addressKey,
          fileName: "selin.jpg",
          kind: "image",
          contentType: "image/jpeg",
          width: 1200,
          height: 1600,
          contentHash: row.contentHash,
          focalX: 0.5,
          focalY: 0.3,
          url: `/media/${photoId}-${row.addressKey}/selin.jpg`,
          thumbnail: `/media/${photoId}-${row.addressKey}/${version}/s160.webp`,
          decorative: false,
          texts: { tr: { alt: "Selin Kaya", caption: "" } },
        },
      ],
    });
    expect(JSON.parse(JSON.stringify(images))).toEqual(images);
    const documents = await pickableMedia({ kind: "document" });
    expect(documents.ok && documents.items.map(({ id, thumbnail }) => ({ id, thumbnail }))).toEqual([
      { id: pdfId, thumbnail: null },
    ]);
    const searched = await pickableMedia({ q: "vekalet" });
    expect(searched.ok && searched.items.map(({ fileName }) => fileName)).toEqual(["vekaletname.pdf"]);
  });

  it("read their arguments defensively, as any public endpoint must", async () => {
    await signInToCookies(t.db, { email: EMAIL, secret: SECRET, loginAt: Date.now() });
    const { pickableMedia, pickableMediaById } = await import("@/lib/media/picker");
    const odd = await pickableMedia({ kind: "video" as never, page: "2" as never, q: 5 as never });
    expect(odd).toMatchObject({ ok: true, page: 1, total: 2 });
    expect(await pickableMedia(null as never)).toMatchObject({ ok: true, total: 2 });
    const { addressKey } = await t.db.mediaFile.findUniqueOrThrow({ where: { id: photoId } });
    expect(await pickableMediaById(photoId)).toMatchObject({
      id: photoId,
      url: `/media/${photoId}-${addressKey}/selin.jpg`,
    });
    expect(await pickableMediaById(-1)).toBeNull();
    expect(await pickableMediaById(99_999)).toBeNull();
  });
});
