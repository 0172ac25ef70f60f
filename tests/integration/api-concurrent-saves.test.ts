import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { categoriesEndpoints, categoryEndpoints } from "@/lib/categories/api";
import { languagesEndpoints } from "@/lib/languages/api";
import { maintenanceEndpoints } from "@/lib/maintenance/api";
import type { RouteContext } from "@/lib/api/respond";
import { teamEndpoints, teamMemberEndpoints } from "@/lib/team-members/api";
import { topicEndpoints, topicsEndpoints } from "@/lib/topics/api";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { contentTestDatabase } from "../helpers/test-database";

/**
 * Two saves made from the same version of a record, at the same moment: exactly one is saved, the
 * other is told with 409 and changes nothing (the lost-update check, lib/database/versions.ts), for
 * every record the API edits with a version.
 */
const t = contentTestDatabase(["tr", "en"]);
let context: ReturnType<typeof apiContext>;
let token: string;

beforeAll(async () => {
  context = apiContext(t.db);
  token = await createToken(t.db, `concurrent-${randomBytes(4).toString("hex")}`);
});

type Handler = (request: Request, context: RouteContext<Record<string, string>>) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON
type Json = any;
const handler = (handlers: object, method: string) => (handlers as Record<string, Handler>)[method]!;

/** POSTs a row, then PUTs it twice at once from the version the POST answered; returns both answers and the row after. */
async function raceTwoSaves(
  create: () => Promise<Json>,
  save: (row: Json, edit: string) => Promise<{ status: number; body: Json }>,
  read: (row: Json) => Promise<Json>,
) {
  const row = await create();
  const answers = await Promise.all([save(row, "Birinci kayıt"), save(row, "İkinci kayıt")]);
  return { row, answers, after: await read(row) };
}

function expectOneSaved({ answers }: { answers: { status: number; body: Json }[] }, field: string, after: Json) {
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const loser = answers.find((answer) => answer.status === 409)!;
  expect(loser.body.error.code).toBe("conflict");
  const winner = answers.find((answer) => answer.status === 200)!;
  expect(after[field]).toBe(winner.body[field]);
}

describe("two saves from the same version", () => {
  it.each([
    {
      kind: "category",
      field: "title",
      body: () => ({ title: "Patent", slug: `patent-${randomBytes(3).toString("hex")}` }),
      collection: () => categoriesEndpoints(context),
      item: () => categoryEndpoints(context),
      path: "/content/tr/categories",
      idParam: "categoryId",
      find: (id: number) => t.db.category.findUniqueOrThrow({ where: { id } }),
    },
    {
      kind: "team member",
      field: "name",
      body: () => ({ name: "Ayşe Yılmaz", title: "Vekil", shortDescription: "Marka" }),
      collection: () => teamEndpoints(context),
      item: () => teamMemberEndpoints(context),
      path: "/team/tr",
      idParam: "id",
      find: (id: number) => t.db.teamMember.findUniqueOrThrow({ where: { id } }),
    },
  ])("of a $kind: one is saved, the other gets 409", async ({ field, body, collection, item, path, idParam, find }) => {
    const race = await raceTwoSaves(
      async () =>
        (await call(handler(collection(), "POST"), apiRequest("POST", path, { token, body: body() }), { lang: "tr" }))
          .body,
      (row, edit) =>
        call(
          handler(item(), "PUT"),
          apiRequest("PUT", `${path}/${row.id}`, { token, body: { ...row, [field]: edit } }),
          { lang: "tr", [idParam]: String(row.id) },
        ),
      (row) => find(row.id),
    );
    expectOneSaved(race, field, race.after);
  });

  it("of a topic: one is saved, the other gets 409", async () => {
    const category = (
      await call(
        handler(categoriesEndpoints(context), "POST"),
        apiRequest("POST", "/content/tr/categories", {
          token,
          body: { title: "K", slug: `k-${randomBytes(3).toString("hex")}` },
        }),
        { lang: "tr" },
      )
    ).body;
    const race = await raceTwoSaves(
      async () =>
        (
          await call(
            handler(topicsEndpoints(context), "POST"),
            apiRequest("POST", "/content/tr/contents", {
              token,
              body: { categoryId: category.id, title: "T", slug: "t", body: "<p>x</p>" },
            }),
            { lang: "tr" },
          )
        ).body,
      (row, edit) =>
        call(
          handler(topicEndpoints(context), "PUT"),
          apiRequest("PUT", `/content/tr/contents/${row.id}`, { token, body: { ...row, title: edit } }),
          { lang: "tr", contentId: String(row.id) },
        ),
      (row) => t.db.topic.findUniqueOrThrow({ where: { id: row.id } }),
    );
    expectOneSaved(race, "title", race.after);
  });

  it("of a language: one is saved, the other gets 409", async () => {
    const languages = languagesEndpoints(context);
    const race = await raceTwoSaves(
      async () =>
        (
          await call(
            handler(languages, "POST"),
            apiRequest("POST", "/languages", {
              token,
              body: { code: "fr", name: "French", nativeName: "Français", flag: "FR" },
            }),
          )
        ).body,
      (row, edit) => {
        const { code: _code, isDefault: _default, ...rest } = row;
        return call(
          handler(languages, "PUT"),
          apiRequest("PUT", "/languages", { token, body: { ...rest, name: edit } }),
        );
      },
      (row) => t.db.language.findUniqueOrThrow({ where: { id: row.id } }),
    );
    expectOneSaved(race, "name", race.after);
  });

  it("of the maintenance settings: one is saved, the other gets 409", async () => {
    const maintenance = maintenanceEndpoints(context);
    const first = (
      await call(
        handler(maintenance, "PUT"),
        apiRequest("PUT", "/maintenance", { token, body: { updatedAt: null, title: "Bakım" } }),
      )
    ).body;
    const race = await raceTwoSaves(
      async () => first,
      (row, edit) =>
        call(handler(maintenance, "PUT"), apiRequest("PUT", "/maintenance", { token, body: { ...row, title: edit } })),
      () => t.db.maintenanceSettings.findFirstOrThrow(),
    );
    expectOneSaved(race, "title", race.after);
  });
});
