import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { responses } from "@/lib/api/openapi/schemas";
import { createCategory } from "@/lib/categories/mutations";
import { mediaEndpoints, mediaFileEndpoints, mediaItemEndpoints } from "@/lib/media/api";
import { MEDIA_MAX_BYTES } from "@/lib/media/limits";
import { API_BODY_LIMIT_BYTES, bodyLimitFor, MEDIA_UPLOAD_BODY_LIMIT_BYTES } from "@/lib/site/action-body.mjs";
import { squaresVersion, widthsVersion } from "@/lib/media/urls";
import { allVariantsPrefix } from "@/lib/media/variants";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { adminCookie, API_ORIGIN, apiContext, apiRequest, call, createToken, FOREIGN_ORIGIN } from "../helpers/api";
import { cameraJpeg, pdfOfSize, smallPdf, solidJpeg } from "../helpers/media";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/** GET|POST /api/media, GET|PUT|DELETE /api/media/{id}, PUT /api/media/{id}/file, called as Next calls them. */
const t = contentTestDatabase(["tr", "en"]);
const run = randomBytes(4).toString("hex");
let context: ReturnType<typeof apiContext>;
let library: ReturnType<typeof mediaEndpoints>;
let item: ReturnType<typeof mediaItemEndpoints>;
let file: ReturnType<typeof mediaFileEndpoints>;
let token: string;
let cookie: string;

beforeAll(async () => {
  process.env.AUTH_SECRET = `media-api-test-secret-${run}-0123456789abcdef`;
  context = apiContext(t.db);
  library = mediaEndpoints(context);
  item = mediaItemEndpoints(context);
  file = mediaFileEndpoints(context);
  token = await createToken(t.db, `media-${run}`);
  cookie = await adminCookie(t.db, `media-${run}@example.com`);
});
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "MediaFile", "MediaBlob" RESTART IDENTITY`);
  context.refresh.clear();
});

type Credentials = { token?: string; cookie?: string; headers?: Record<string, string> };

/** A multipart request, as a browser's FormData or the API client sends it. */
function formRequest(
  method: string,
  path: string,
  form: FormData | BodyInit,
  { token, cookie, headers = {} }: Credentials,
) {
  const all = new Headers(headers);
  if (token) all.set("authorization", `Bearer ${token}`);
  if (cookie) all.set("cookie", cookie);
  const streamed = form instanceof ReadableStream;
  return new Request(`${API_ORIGIN}/api${path}`, {
    method,
    headers: all,
    body: form,
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
}

const fileForm = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
};

const upload = (bytes: Uint8Array, name: string, credentials: Credentials = { token }) =>
  call(library.POST, formRequest("POST", "/media", fileForm(bytes, name), credentials));
const list = (query = "", credentials: Credentials = { token }) =>
  call(library.GET, apiRequest("GET", `/media${query}`, credentials));
const getOne = (id: number | string) =>
  call(item.GET, apiRequest("GET", `/media/${id}`, { token }), { id: String(id) });
const put = (id: number | string, body: unknown) =>
  call(item.PUT, apiRequest("PUT", `/media/${id}`, { token, body }), { id: String(id) });
const replace = (id: number | string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) =>
  call(file.PUT, formRequest("PUT", `/media/${id}/file`, fileForm(bytes, name, fields), { token }), { id: String(id) });
const remove = (id: number | string) =>
  call(item.DELETE, apiRequest("DELETE", `/media/${id}`, { token }), { id: String(id) });

const variantKeys = async () =>
  (await t.db.mediaBlob.findMany({ where: { key: { startsWith: "variant:" } }, select: { key: true } })).map(
    ({ key }) => key,
  );

describe("uploads", () => {
  it("keeps a file sent with a token or the admin's session, answering it as the document says", async () => {
    const created = await upload(await cameraJpeg(), "selin.jpeg");
    expect(created.status).toBe(201);
    expect(responses.mediaFile.safeParse(created.body).error?.issues ?? []).toEqual([]);
    const row = await t.db.mediaFile.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(created.body).toMatchObject({
      fileName: "selin.jpg",
      kind: "image",
      contentType: "image/jpeg",
      width: 40,
      height: 60,
      decorative: false,
      texts: {},
      url: `/media/${row.id}-${row.addressKey}/selin.jpg`,
      byteSize: row.byteSize,
    });
    const file = `/media/${row.id}-${row.addressKey}`;
    const widths = `${file}/${widthsVersion(row)}`;
    const squares = `${file}/${squaresVersion(row)}`;
    expect(created.body.variants).toEqual({
      fallback: "jpg",
      widths: { avif: `${widths}/w320.avif 40w`, webp: `${widths}/w320.webp 40w`, jpg: `${widths}/w320.jpg 40w` },
      squares: { avif: `${squares}/s160.avif 40w`, webp: `${squares}/s160.webp 40w`, jpg: `${squares}/s160.jpg 40w` },
    });
    // A new file no page shows yet expires no page.
    expect(context.refresh.tags).toEqual([]);
    expect(await t.db.change.findFirstOrThrow({ where: { entity: "media" }, select: { action: true } })).toEqual({
      action: "create",
    });
    // The usual variants follow in the background: a 40-pixel image has one width and one square, in 3 formats.
    await expect.poll(async () => (await variantKeys()).length, { timeout: 20_000 }).toBe(6);

    const fromAdmin = await upload(smallPdf(), "dilekce.pdf", { cookie, headers: { origin: API_ORIGIN } });
    expect(fromAdmin.status).toBe(201);
    expect(fromAdmin.body).toMatchObject({
      kind: "document",
      contentType: "application/pdf",
      variants: null,
      width: null,
    });
  });

  it("refuses a file that is not one the library keeps, saying why, and requests without credentials or form", async () => {
    const refused = async (bytes: Uint8Array, name: string) => (await upload(bytes, name)).body.error;
    expect(await refused(Buffer.from("<html><script>alert(1)</script></html>"), "foto.jpg")).toEqual({
      code: "invalid",
      message: "The body does not match the schema.",
      fields: { file: "fileTypeUnknown" },
    });
    expect((await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.svg")).fields).toEqual({
      file: "svgNotAllowed",
    });
    const noFile = new FormData();
    noFile.append("name", "x");
    expect((await call(library.POST, formRequest("POST", "/media", noFile, { token }))).body.error.fields).toEqual({
      file: "fileRequired",
    });
    expect((await upload(await solidJpeg(10, 10), "a.jpg", {})).status).toBe(401);
    expect((await upload(await solidJpeg(10, 10), "a.jpg", { token: "bip_unknown" })).status).toBe(401);
    const foreign = await upload(await solidJpeg(10, 10), "a.jpg", { cookie, headers: { origin: FOREIGN_ORIGIN } });
    expect(foreign.status).toBe(403);
    const json = await call(library.POST, apiRequest("POST", "/media", { token, body: { file: "x" } }));
    expect([json.status, json.body.error.code]).toEqual([415, "unsupportedMediaType"]);
    expect(await t.db.mediaFile.count()).toBe(0);
  });

  it("refuses a body past the upload limit as it arrives, and takes a file at the library's limit", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = { "content-type": "multipart/form-data; boundary=x" };
    const answer = await call(library.POST, formRequest("POST", "/media", endless, { token, headers }));
    expect([answer.status, answer.body.error.code]).toEqual([413, "tooLarge"]);
    expect(sent).toBeLessThan(MEDIA_UPLOAD_BODY_LIMIT_BYTES + 3 * chunk.byteLength);
    const declared = await call(
      library.POST,
      formRequest("POST", "/media", "x", {
        token,
        headers: { ...headers, "content-length": String(MEDIA_UPLOAD_BODY_LIMIT_BYTES + 1) },
      }),
    );
    expect(declared.status).toBe(413);
    // The server entry lets the upload routes' bodies through, and only theirs (lib/site/action-body.mjs).
    for (const path of ["/api/media", "/api/media/12/file", "/firma/api/media/12/file"])
      expect(bodyLimitFor(path, path.startsWith("/firma") ? "/firma" : ""), path).toBe(MEDIA_UPLOAD_BODY_LIMIT_BYTES);
    for (const path of ["/api/media/12", "/api/media/12/file/x", "/api/mediax"])
      expect(bodyLimitFor(path), path).toBe(API_BODY_LIMIT_BYTES);
    // A file at the library's own limit fits the body's, with its form around it.
    const largest = await upload(pdfOfSize(MEDIA_MAX_BYTES), "en-buyuk.pdf");
    expect([largest.status, largest.body.byteSize]).toEqual([201, MEDIA_MAX_BYTES]);
    const over = await upload(pdfOfSize(MEDIA_MAX_BYTES + 1), "daha-buyuk.pdf");
    expect([over.status, over.body.error.fields]).toEqual([400, { file: "fileTooLarge" }]);
  });
});

describe("the list and one file", () => {
  it("pages the library newest first, searched and filtered, for credentials only", async () => {
    const photo = (await upload(await solidJpeg(30, 20), "deniz.jpg")).body;
    const pdf = (await upload(smallPdf(), "vekaletname.pdf")).body;
    const other = (await upload(await solidJpeg(20, 30, "#aa0000"), "ofis.jpg")).body;
    await put(other.id, {
      updatedAt: other.updatedAt,
      fileName: "ofis.jpg",
      texts: { en: { alt: "Istanbul office" } },
    });

    expect((await list("", {})).status).toBe(401);
    const all = await list();
    expect(all.status).toBe(200);
    expect(responses.mediaPage.safeParse(all.body).error?.issues ?? []).toEqual([]);
    expect(all.body.items.map((one: { id: number }) => one.id)).toEqual([other.id, pdf.id, photo.id]);
    expect([all.body.total, all.body.page, all.body.pages]).toEqual([3, 1, 1]);
    const ids = async (query: string) => (await list(query)).body.items.map((one: { id: number }) => one.id);
    expect(await ids("?kind=document")).toEqual([pdf.id]);
    expect(await ids("?kind=image")).toEqual([other.id, photo.id]);
    expect(await ids("?q=DENIZ")).toEqual([photo.id]);
    expect(await ids("?q=office")).toEqual([other.id]);
    expect(await ids("?q=ofis&kind=document")).toEqual([]);
    expect((await list("?page=9")).body).toMatchObject({ page: 1, pages: 1, total: 3 });
    const bad = await list("?kind=video&page=0");
    expect([bad.status, bad.body.error.fields]).toEqual([400, { kind: "kindInvalid", page: "pageInvalid" }]);
  });

  it("answers one file with where it is used, 404 for an id naming none", async () => {
    const photo = (await upload(await solidJpeg(30, 20), "portre.jpg")).body;
    const category = await written(t.db, createCategory({ languageCode: "tr", title: "Patent", slug: "patent" }));
    const topic = await written(
      t.db,
      createTopic({
        languageCode: "tr",
        categoryId: category.value.id,
        title: "Patent başvurusu",
        slug: "patent-basvurusu",
        body: `<figure data-media-id="${photo.id}"><img src="${photo.url}" alt="Portre"></figure>`,
      }),
    );
    const member = await written(
      t.db,
      createTeamMember({
        languageCode: "en",
        name: "Selin",
        title: "Attorney",
        shortDescription: "IP",
        image: photo.url,
      }),
    );
    const one = await getOne(photo.id);
    expect(responses.mediaFileWithUses.safeParse(one.body).error?.issues ?? []).toEqual([]);
    expect(one.body.uses).toEqual([
      { entity: "topic", id: topic.value.id, languageCode: "tr", title: "Patent başvurusu" },
      { entity: "teamMember", id: member.value.id, languageCode: "en", title: "Selin" },
    ]);
    expect((await getOne(photo.id + 1)).status).toBe(404);
    expect((await getOne("abc")).status).toBe(404);
    expect((await call(item.GET, apiRequest("GET", `/media/${photo.id}`), { id: String(photo.id) })).status).toBe(401);
  });
});

describe("details", () => {
  it("are saved from the version read; a stale one is 409, a bad one 400, nothing written", async () => {
    const photo = (await upload(await solidJpeg(30, 20), "kat.jpg")).body;
    const saved = await put(photo.id, {
      id: photo.id,
      updatedAt: photo.updatedAt,
      fileName: "bina.jpg",
      decorative: false,
      focalX: 0.25,
      focalY: 0.75,
      texts: { tr: { alt: "Ofis binası", caption: "Nilüfer" }, en: { alt: "Office building" } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fileName: "bina.jpg",
      url: `/media/${photo.id}-${photo.addressKey}/bina.jpg`,
      focalX: 0.25,
      texts: { tr: { alt: "Ofis binası", caption: "Nilüfer" }, en: { alt: "Office building", caption: "" } },
    });
    // The focal point is in the variants' addresses: a crop around another point is another file.
    expect(saved.body.variants.squares.webp).toContain("-25-75/s160.webp");

    const stale = await put(photo.id, { updatedAt: photo.updatedAt, fileName: "eski.jpg" });
    expect([stale.status, stale.body.error.code]).toEqual([409, "conflict"]);
    const fields = async (body: Record<string, unknown>) =>
      (await put(photo.id, { updatedAt: saved.body.updatedAt, fileName: "x.jpg", ...body })).body.error.fields;
    expect(await fields({ fileName: "a/b.jpg" })).toEqual({ fileName: "fileNameInvalid" });
    expect(await fields({ focalX: 2 })).toEqual({ focalX: "focalInvalid" });
    expect(await fields({ contentType: "image/png" })).toEqual({ contentType: "unknownField" });
    expect(await fields({ id: photo.id + 1 })).toEqual({ id: "idMismatch" });
    expect((await put(photo.id + 1, { updatedAt: saved.body.updatedAt, fileName: "x.jpg" })).status).toBe(404);
    expect((await getOne(photo.id)).body.fileName).toBe("bina.jpg");
  });
});

describe("a replacement", () => {
  it("puts new bytes behind the same id and address, and prepares their variants", async () => {
    const photo = (await upload(await solidJpeg(300, 200, "#ff0000"), "afis.jpg")).body;
    // Its one width and two squares, in 3 formats.
    await expect.poll(async () => (await variantKeys()).length, { timeout: 20_000 }).toBe(9);
    const bigger = await solidJpeg(700, 700, "#0000ff");
    const replaced = await replace(photo.id, bigger, "yeni-afis.png", { updatedAt: photo.updatedAt });
    expect(replaced.status).toBe(200);
    expect(responses.mediaFile.safeParse(replaced.body).error?.issues ?? []).toEqual([]);
    expect(replaced.body).toMatchObject({
      id: photo.id,
      url: photo.url,
      fileName: "afis.jpg",
      width: 700,
      height: 700,
    });
    expect(replaced.body.variants.widths.webp).not.toBe(photo.variants.widths.webp);
    const row = await t.db.mediaFile.findUniqueOrThrow({ where: { id: photo.id } });
    const prefix = allVariantsPrefix(row);
    // The old version's variants went with it; the new one's are made in the background (3 widths and 3 squares, 3 formats).
    await expect
      .poll(async () => (await variantKeys()).filter((key) => key.startsWith(prefix)).length, { timeout: 30_000 })
      .toBe(18);
    expect((await variantKeys()).every((key) => key.startsWith(prefix))).toBe(true);
    const stored = await t.db.mediaBlob.findUniqueOrThrow({ where: { key: `original:${row.contentHash}` } });
    expect((await sharp(Buffer.from(stored.bytes)).stats()).channels[2]!.mean).toBeGreaterThan(240);
  });

  it("refuses another kind of file, a stale or bad version, and an unknown id", async () => {
    const photo = (await upload(await solidJpeg(30, 30), "foto.jpg")).body;
    const kind = await replace(photo.id, smallPdf(), "x.pdf");
    expect([kind.status, kind.body.error.fields]).toEqual([400, { file: "replaceKindDiffers" }]);
    const renamed = await put(photo.id, { updatedAt: photo.updatedAt, fileName: "foto2.jpg" });
    const stale = await replace(photo.id, await solidJpeg(40, 40), "y.jpg", { updatedAt: photo.updatedAt });
    expect([stale.status, stale.body.error.code]).toEqual([409, "conflict"]);
    const bad = await replace(photo.id, await solidJpeg(40, 40), "y.jpg", { updatedAt: "yesterday" });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { updatedAt: "updatedAtInvalid" }]);
    expect((await replace(photo.id + 5, await solidJpeg(40, 40), "y.jpg")).status).toBe(404);
    expect((await getOne(photo.id)).body).toMatchObject({ fileName: "foto2.jpg", updatedAt: renamed.body.updatedAt });
  });
});

describe("a delete", () => {
  it("is refused while the file is used, naming where, and removes it and its bytes after", async () => {
    const photo = (await upload(await solidJpeg(400, 400), "ekip.jpg")).body;
    await expect.poll(async () => (await variantKeys()).length, { timeout: 20_000 }).toBe(15);
    const category = await written(t.db, createCategory({ languageCode: "tr", title: "Marka", slug: "marka" }));
    const topic = await written(
      t.db,
      createTopic({
        languageCode: "tr",
        categoryId: category.value.id,
        title: "Ekibimiz",
        slug: "ekibimiz",
        body: `<p><a href="${photo.url}">Fotoğraf</a></p>`,
      }),
    );
    const refused = await remove(photo.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "inUse",
      message: `The file is used, so it is kept: topic ${topic.value.id} (tr) "Ekibimiz".`,
      fields: { [`topic.${topic.value.id}`]: "inUse" },
    });
    await t.db.topic.update({ where: { id: topic.value.id }, data: { body: "<p>Yok</p>" } });
    const deleted = await remove(photo.id);
    expect([deleted.status, deleted.body]).toEqual([200, { id: photo.id }]);
    expect(await t.db.mediaBlob.count()).toBe(0);
    expect((await getOne(photo.id)).status).toBe(404);
    expect((await remove(photo.id)).status).toBe(404);
    expect((await call(item.DELETE, apiRequest("DELETE", "/media/1"), { id: "1" })).status).toBe(401);
  });
});
