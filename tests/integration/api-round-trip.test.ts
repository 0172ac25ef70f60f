import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { categoriesEndpoints, categoryEndpoints } from "@/lib/categories/api";
import { teamEndpoints, teamMemberEndpoints } from "@/lib/team-members/api";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import type { RouteContext } from "@/lib/api/respond";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

/**
 * A row read from the API can be sent back: a PUT takes the answer of its POST or GET whole (id,
 * translationKey and version included) with one field changed, and refuses an id or a link that is
 * not the row's own.
 */
const t = contentTestDatabase(["tr"]);
let context: ReturnType<typeof apiContext>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  token = await createToken(t.db, `round-trip-${randomBytes(4).toString("hex")}`);
});

type Handler = (request: Request, context: RouteContext<Record<string, string>>) => Promise<Response>;
interface Kind {
  name: string;
  // Each kind's handlers take their own params; this test passes each the params of its own path.
  collection: () => object;
  item: () => object;
  path: string;
  idParam: string;
  body: () => Promise<Record<string, unknown>>;
  edited: string;
}

const kinds: Kind[] = [
  {
    name: "category",
    collection: () => categoriesEndpoints(context),
    item: () => categoryEndpoints(context),
    path: "/content/tr/categories",
    idParam: "categoryId",
    body: async () => ({
      title: "Patent",
      slug: `patent-${randomBytes(3).toString("hex")}`,
      description: "Buluşlar",
      isActive: true,
    }),
    edited: "title",
  },
  {
    name: "topic",
    collection: () => topicsEndpoints(context),
    item: () => topicEndpoints(context),
    path: "/content/tr/contents",
    idParam: "contentId",
    body: async () => ({
      categoryId: (await insertCategory(t.db, "tr", `kategori-${randomBytes(3).toString("hex")}`)).id,
      title: "Başvuru",
      slug: "basvuru",
      body: "<p>Nasıl</p>",
      keywords: ["patent"],
    }),
    edited: "title",
  },
  {
    name: "team member",
    collection: () => teamEndpoints(context),
    item: () => teamMemberEndpoints(context),
    path: "/team/tr",
    idParam: "id",
    body: async () => ({
      name: "Ayşe Yılmaz",
      title: "Patent Vekili",
      shortDescription: "Marka",
      expertise: ["Patent"],
      socialMedia: { linkedin: "https://linkedin.com/in/ayse" },
    }),
    edited: "name",
  },
];

describe.each(kinds)("a $name read from the API", (kind) => {
  const create = async () => {
    const created = await call(
      (kind.collection() as { POST: Handler }).POST,
      apiRequest("POST", kind.path, { token, body: await kind.body() }),
      { lang: "tr" },
    );
    expect(created.status).toBe(201);
    return created.body as Record<string, unknown> & { id: number };
  };
  const put = (row: { id: number }, body: unknown) =>
    call((kind.item() as { PUT: Handler }).PUT, apiRequest("PUT", `${kind.path}/${row.id}`, { token, body }), {
      lang: "tr",
      [kind.idParam]: String(row.id),
    });

  it("is saved back whole with one field changed", async () => {
    const row = await create();
    const saved = await put(row, { ...row, [kind.edited]: "Düzenlendi" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...row, [kind.edited]: "Düzenlendi", updatedAt: expect.any(String) });
    expect(saved.body.updatedAt).not.toBe(row.updatedAt);
  });

  it("refuses another row's id, and changes nothing", async () => {
    const row = await create();
    const other = await create();
    const refused = await put(row, { ...row, id: other.id, [kind.edited]: "Düzenlendi" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ id: "idMismatch" });
    const again = await put(row, { ...row });
    expect(again.status).toBe(200);
    expect(again.body[kind.edited]).toBe(row[kind.edited]);
  });

  it(
    kind.name === "team member"
      ? "refuses a translationKey: members are not linked across languages"
      : "refuses a changed translationKey: links are made in the admin",
    async () => {
      const row = await create();
      const refused = await put(row, { ...row, translationKey: "someone-else" });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        translationKey: kind.name === "team member" ? "unknownField" : "readOnly",
      });
    },
  );
});
