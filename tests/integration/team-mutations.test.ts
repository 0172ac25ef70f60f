import { describe, expect, it } from "vitest";
import { teamMemberFormValuesFrom, teamMemberInputFrom, withSocialErrorsOnFields } from "@/lib/team-members/form";
import { createTeamMember, deleteTeamMember, updateTeamMember } from "@/lib/team-members/mutations";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

/** A form as the browser posts it: list fields repeated under one name. */
function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const REQUIRED = {
  languageCode: "tr",
  name: "Av. Ayşe Demir",
  title: "Marka Vekili",
  shortDescription: "Marka tescili ve itirazlar.",
};
const inputFrom = (fields: Record<string, string | string[]>) =>
  teamMemberInputFrom(teamMemberFormValuesFrom(form(fields)));

describe("the team member form's rules", () => {
  it("requires name, title and short description, each with its own code", async () => {
    const result = await writeTo(
      t.db,
      createTeamMember(inputFrom({ languageCode: "tr", name: " ", title: "", shortDescription: "" })),
    );
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { name: "nameRequired", title: "titleRequired", shortDescription: "shortDescriptionRequired" },
    });
    expect(await t.db.teamMember.count()).toBe(0);
    expect(await t.db.change.count()).toBe(0);
  });

  it("accepts only https profile links, each refusal named after its network and shown on its field", async () => {
    for (const [network, link] of [
      ["linkedin", "http://www.linkedin.com/in/ayse"],
      ["twitter", "javascript:alert(1)"],
      ["instagram", "ftp://instagram.com/ayse"],
      ["linkedin", "linkedin.com/in/ayse"],
    ] as const) {
      const result = await writeTo(t.db, createTeamMember(inputFrom({ ...REQUIRED, [network]: link })));
      expect(result, link).toEqual({ ok: false, error: "invalid", fieldErrors: { socialMedia: `${network}Invalid` } });
      const state = withSocialErrorsOnFields({ status: "error", fieldErrors: result.ok ? {} : result.fieldErrors });
      expect(state.fieldErrors).toEqual({ [network]: `${network}Invalid` });
    }
    const saved = await written(
      t.db,
      createTeamMember(
        inputFrom({
          ...REQUIRED,
          linkedin: " https://www.linkedin.com/in/ayse ",
          twitter: "",
          instagram: "https://www.instagram.com/ayse",
        }),
      ),
    );
    const row = await t.db.teamMember.findUniqueOrThrow({ where: { id: saved.value.id } });
    expect([row.linkedin, row.twitter, row.instagram]).toEqual([
      "https://www.linkedin.com/in/ayse",
      "",
      "https://www.instagram.com/ayse",
    ]);
  });

  it("accepts a photo as an http(s) address or a site path, nothing else", async () => {
    for (const image of ["javascript:alert(1)", "//evil.example/a.jpg", "data:image/png;base64,AAAA"]) {
      expect(await writeTo(t.db, createTeamMember(inputFrom({ ...REQUIRED, image }))), image).toMatchObject({
        ok: false,
        fieldErrors: { image: "imageInvalid" },
      });
    }
    await written(t.db, createTeamMember(inputFrom({ ...REQUIRED, image: "/team/ayse.jpg" })));
  });

  it("drops the empty rows of list fields, keeping the others in their order", async () => {
    const saved = await written(
      t.db,
      createTeamMember(
        inputFrom({
          ...REQUIRED,
          education: ["Hukuk Fakültesi", "", "  ", "Yüksek Lisans"],
          languages: ["", "Türkçe"],
          courses: [""],
          order: "3",
        }),
      ),
    );
    const row = await t.db.teamMember.findUniqueOrThrow({ where: { id: saved.value.id } });
    expect(row.education).toEqual(["Hukuk Fakültesi", "Yüksek Lisans"]);
    expect(row.languages).toEqual(["Türkçe"]);
    expect(row.courses).toEqual([]);
    expect(row.expertise).toEqual([]);
    expect(row.order).toBe(3);
  });

  it("refuses a negative or fractional order; a blank one is 0", async () => {
    for (const order of ["-1", "1.5", "abc"]) {
      expect(await writeTo(t.db, createTeamMember(inputFrom({ ...REQUIRED, order }))), order).toMatchObject({
        ok: false,
        fieldErrors: { order: "orderInvalid" },
      });
    }
    const saved = await written(t.db, createTeamMember(inputFrom({ ...REQUIRED, order: "" })));
    expect((await t.db.teamMember.findUniqueOrThrow({ where: { id: saved.value.id } })).order).toBe(0);
  });
});

describe("editing and deleting a team member", () => {
  it("saves an edit, expiring only its language's team tag; the language never changes", async () => {
    const created = await written(t.db, createTeamMember({ ...REQUIRED, languageCode: "en", education: ["LLB"] }));
    const loaded = await t.db.teamMember.findUniqueOrThrow({ where: { id: created.value.id } });
    const refresh = recordingRefresh();
    const input = inputFrom({
      ...REQUIRED,
      languageCode: "tr",
      title: "Patent Vekili",
      education: ["LLB", "", "LLM"],
      isActive: "",
    });
    const result = await written(t.db, updateTeamMember({ id: loaded.id, updatedAt: loaded.updatedAt }, input), {
      refresh,
    });
    expect(result.value).toEqual({ id: loaded.id, languageCode: "en" });
    expect(refresh.calls).toEqual([["team:en"]]);
    const row = await t.db.teamMember.findUniqueOrThrow({ where: { id: loaded.id } });
    expect({
      languageCode: row.languageCode,
      title: row.title,
      education: row.education,
      isActive: row.isActive,
    }).toEqual({ languageCode: "en", title: "Patent Vekili", education: ["LLB", "LLM"], isActive: false });
    expect(
      await t.db.change.findFirst({
        where: { action: "update" },
        select: { entity: true, entityId: true, tags: true },
      }),
    ).toEqual({ entity: "teamMember", entityId: String(loaded.id), tags: ["team:en"] });
  });

  it("refuses a lost update: the later save of an old version is a conflict, the first one is kept", async () => {
    const created = await written(t.db, createTeamMember(REQUIRED));
    const loaded = await t.db.teamMember.findUniqueOrThrow({ where: { id: created.value.id } });
    const version = { id: loaded.id, updatedAt: loaded.updatedAt };
    await written(t.db, updateTeamMember(version, { ...REQUIRED, title: "First save" }));
    expect(await writeTo(t.db, updateTeamMember(version, { ...REQUIRED, title: "Second save" }))).toEqual({
      ok: false,
      error: "conflict",
      fieldErrors: {},
    });
    expect((await t.db.teamMember.findUniqueOrThrow({ where: { id: loaded.id } })).title).toBe("First save");
  });

  it("deletes a member, expiring its language's team tag; a second delete is 'not found'", async () => {
    const created = await written(t.db, createTeamMember(REQUIRED));
    const refresh = recordingRefresh();
    const result = await written(t.db, deleteTeamMember(created.value.id), { refresh });
    expect(result.value).toEqual({ languageCode: "tr" });
    expect(refresh.calls).toEqual([["team:tr"]]);
    expect(await t.db.teamMember.count()).toBe(0);
    expect(await writeTo(t.db, deleteTeamMember(created.value.id))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
  });

  it("an edit of a deleted member is 'not found'", async () => {
    const created = await written(t.db, createTeamMember(REQUIRED));
    const loaded = await t.db.teamMember.findUniqueOrThrow({ where: { id: created.value.id } });
    await written(t.db, deleteTeamMember(loaded.id));
    expect(
      await writeTo(t.db, updateTeamMember({ id: loaded.id, updatedAt: loaded.updatedAt }, REQUIRED)),
    ).toMatchObject({ ok: false, error: "notFound" });
  });
});
