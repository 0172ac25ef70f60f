import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { ApiClient, ApiResult } from "@/lib/api/client";
import type { Answer, ApiOperation } from "@/lib/api/openapi/operation";
import { operations, type OperationId } from "@/lib/api/openapi/operations";
import { errorBody } from "@/lib/api/openapi/schemas";
import { apiContext, createToken } from "../helpers/api";
import { handlerClient } from "../helpers/api-handlers";
import { contentTestDatabase } from "../helpers/test-database";

/**
 * Each documented operation answers as documented: called through the typed client (lib/api/client.ts)
 * on the real handlers with a valid request, it answers its documented success status, and every
 * answer's body validates against the schema the OpenAPI document gives that status.
 */
const t = contentTestDatabase(["tr", "en"]);
const called = new Set<OperationId>();

/** The answer's status is one the operation documents, and its body that status's schema. */
function expectDocumented(id: OperationId, result: ApiResult<unknown>) {
  const operation: ApiOperation = operations[id];
  const answers: Answer[] = [operation.success, ...(operation.alternatives ?? [])];
  const statuses = [...answers.map((answer) => answer.status), ...operation.errors];
  expect(statuses, `${id} answered ${result.status}`).toContain(result.status);
  const schema = answers.find((answer) => answer.status === result.status)?.schema ?? errorBody;
  const body = result.ok ? result.data : result.body;
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], `${id} ${result.status}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  expect(result.status, `${id}: ${JSON.stringify(body).slice(0, 300)}`).toBe(operation.success.status);
}

/** The client, checking each answer against the document and noting which operations were called. */
function checkedClient(client: ApiClient): ApiClient {
  return new Proxy(client, {
    get: (target, id: OperationId) => async (input: never) => {
      const result = await (target[id] as (input: never) => Promise<ApiResult<unknown>>)(input);
      called.add(id);
      expectDocumented(id, result);
      return result;
    },
  });
}

/** The data of an answer the check above found successful. */
function data<Data>(result: ApiResult<Data>): Data {
  if (!result.ok) throw new Error(`expected a success, got ${result.status}`);
  return result.data;
}

it("answers every documented operation as the document says", async () => {
  const context = apiContext(t.db);
  const anonymous = checkedClient(handlerClient(context));
  const api = checkedClient(
    handlerClient(context, { token: await createToken(t.db, `openapi-${randomBytes(4).toString("hex")}`) }),
  );
  const tr = { lang: "tr" };

  await anonymous.getHealth();
  await anonymous.listLanguages();
  const french = data(
    await api.createLanguage({ body: { code: "fr", name: "French", nativeName: "Français", flag: "FR" } }),
  );
  await api.updateLanguage({
    body: { id: french.id, updatedAt: french.updatedAt, name: "French", nativeName: "Français", flag: "FR", order: 9 },
  });

  const settings = data(await anonymous.getMaintenance());
  await api.saveMaintenance({ body: { updatedAt: settings.updatedAt, title: "Bakım" } });

  const category = data(await api.createCategory({ params: tr, body: { title: "Patent", slug: "patent" } }));
  await anonymous.listCategories({ params: tr });
  await api.updateCategory({
    params: { ...tr, categoryId: category.id },
    body: { updatedAt: category.updatedAt, title: "Patentler", slug: "patent" },
  });
  const topic = data(
    await api.createContent({
      params: tr,
      body: { categoryId: category.id, title: "Başvuru", slug: "basvuru", body: "<p>Nasıl</p>" },
    }),
  );
  await anonymous.listContents({ params: tr, query: { category: String(category.id) } });
  const { categoryId: _category, id: topicId, languageCode: _language, translationKey: _key, ...topicFields } = topic;
  await api.updateContent({
    params: { ...tr, contentId: topicId },
    body: { ...topicFields, categoryId: category.id, title: "Başvuru yolu" },
  });

  // The whole content goes back as GET gave it: the same schema in both directions.
  const content = data(await api.getLanguageContent({ params: tr }));
  const replaced = data(await api.replaceLanguageContent({ params: tr, body: content }));
  const kept = replaced.categories[0]!;
  await api.deleteContent({ params: { ...tr, contentId: kept.contents[0]!.id } });
  await api.deleteCategory({ params: { ...tr, categoryId: kept.id } });

  const member = data(
    await api.createTeamMember({
      params: tr,
      body: { name: "Ayşe", title: "Vekil", shortDescription: "Patent vekili" },
    }),
  );
  await anonymous.listTeamMembers({ params: tr });
  await api.updateTeamMember({
    params: { ...tr, id: member.id },
    body: { updatedAt: member.updatedAt, name: "Ayşe", title: "Vekil", shortDescription: "Marka vekili" },
  });
  await api.deleteTeamMember({ params: { ...tr, id: member.id } });

  const en = { lang: "en" };
  await api.addTranslation({ params: en, body: { source: "Merhaba", text: "Hello" } });
  await api.saveTranslation({ params: en, body: { source: "Merhaba", text: "Hi" } });
  await anonymous.listTranslations({ params: en });
  await api.deleteTranslation({ params: en, query: { source: "Merhaba" } });

  // The media library: multipart uploads through the client's form, JSON details.
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc2200" } })
    .jpeg()
    .toBuffer();
  const image = data(
    await api.uploadMedia({ form: { file: new Blob([new Uint8Array(photo)]), fileName: "foto.jpg" } }),
  );
  await api.listMedia({ query: { kind: "image", q: "foto" } });
  await api.getMedia({ params: { id: image.id } });
  const {
    id: _mediaId,
    addressKey: _addressKey,
    kind: _kind,
    contentType: _type,
    byteSize: _size,
    width: _width,
    height: _height,
    url: _url,
    variants: _variants,
    createdAt: _created,
    ...details
  } = image;
  const described = data(
    await api.updateMedia({ params: { id: image.id }, body: { ...details, texts: { tr: { alt: "Kırmızı" } } } }),
  );
  const bigger = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#0022cc" } })
    .jpeg()
    .toBuffer();
  await api.replaceMediaFile({
    params: { id: image.id },
    form: { file: new Blob([new Uint8Array(bigger)]), fileName: "yeni.jpg", updatedAt: described.updatedAt },
  });
  await api.deleteMedia({ params: { id: image.id } });

  // Redirects: an old address of the site to another.
  const redirect = data(await api.createRedirect({ body: { fromPath: "/eski-adres", toPath: "/yeni-adres" } }));
  await api.listRedirects({ query: { q: "eski" } });
  const moved = data(
    await api.updateRedirect({
      params: { id: redirect.id },
      body: { fromPath: "/eski-adres", toPath: "https://example.com/", updatedAt: redirect.updatedAt },
    }),
  );
  await api.deleteRedirect({ params: { id: moved.id } });

  await api.deleteLanguage({ params: { id: french.id } });
  expect([...called].sort()).toEqual(Object.keys(operations).sort());
});

it("answers refusals with the one error shape and a documented status", async () => {
  const anonymous = handlerClient(apiContext(t.db));
  const refusals: [OperationId, ApiResult<unknown>][] = [
    [
      "createLanguage",
      await anonymous.createLanguage({ body: { code: "fr", name: "French", nativeName: "Français", flag: "FR" } }),
    ],
    ["listCategories", await anonymous.listCategories({ params: { lang: "xx" } })],
    ["deleteTranslation", await anonymous.deleteTranslation({ params: { lang: "en" } })],
    ["listMedia", await anonymous.listMedia()],
    ["uploadMedia", await anonymous.uploadMedia({ form: { file: new Blob(["x"]) } })],
    ["listRedirects", await anonymous.listRedirects()],
    ["createRedirect", await anonymous.createRedirect({ body: { fromPath: "/a", toPath: "/b" } })],
  ];
  for (const [id, result] of refusals) {
    expect(result.ok).toBe(false);
    expect(operations[id].errors, id).toContain(result.status);
    expect(errorBody.safeParse(result.ok ? null : result.body).success, id).toBe(true);
  }
});
