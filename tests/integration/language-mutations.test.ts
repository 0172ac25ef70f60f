import { describe, expect, it } from "vitest";
import { languageFormValuesFrom, languageInputFrom } from "@/lib/languages/form";
import {
  createLanguage,
  deleteLanguage,
  makeDefaultLanguage,
  toggleLanguageActive,
  updateLanguage,
} from "@/lib/languages/mutations";
import { languageSchema } from "@/lib/languages/schema";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

const idOf = async (code: string) => (await t.db.language.findUniqueOrThrow({ where: { code } })).id;
const defaults = async () =>
  (await t.db.language.findMany({ where: { isDefault: true }, select: { code: true } })).map((row) => row.code);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the default language (exactly one)", () => {
  it("moves to the language made default, and the public languages tag is expired", async () => {
    const refresh = recordingRefresh();
    await written(t.db, makeDefaultLanguage(await idOf("en")), { refresh });
    expect(await defaults()).toEqual(["en"]);
    expect(refresh.calls).toEqual([["languages"]]);
  });

  it("stays exactly one under two concurrent 'make default' requests", async () => {
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([
        writeTo(t.db, makeDefaultLanguage(await idOf("en"))),
        writeTo(t.db, makeDefaultLanguage(await idOf("de"))),
      ]);
      expect(results.map((result) => result.ok)).toEqual([true, true]);
      expect((await defaults()).length).toBe(1);
      expect(["en", "de"]).toContain((await defaults())[0]);
    }
  });

  it("cannot be deleted: the server refuses it even when the disabled button is bypassed", async () => {
    expect(await writeTo(t.db, deleteLanguage(await idOf("tr")))).toEqual({
      ok: false,
      error: "defaultLanguage",
      fieldErrors: {},
    });
    expect(await defaults()).toEqual(["tr"]);
    expect(await t.db.change.count()).toBe(0);
  });

  it("cannot be made inactive, neither by its badge nor by its form", async () => {
    const tr = await t.db.language.findUniqueOrThrow({ where: { code: "tr" } });
    expect(await writeTo(t.db, toggleLanguageActive(tr.id))).toMatchObject({ ok: false, error: "defaultMustBeActive" });
    const input = { name: "Turkish", nativeName: "Türkçe", flag: "🇹🇷", order: 1, isActive: false };
    expect(await writeTo(t.db, updateLanguage({ id: tr.id, updatedAt: tr.updatedAt }, input))).toMatchObject({
      ok: false,
      error: "defaultMustBeActive",
    });
    expect((await t.db.language.findUniqueOrThrow({ where: { code: "tr" } })).isActive).toBe(true);
  });
});

describe("language codes (2-3 lowercase letters)", () => {
  it("refuses 'engl' and 'e1' in the form's schema, with the spec's message code, and lowercases 'FR'", async () => {
    const typed = await writeTo(
      t.db,
      createLanguage(
        languageInputFrom(
          languageFormValuesFrom(form({ code: " FR ", name: "French", nativeName: "Français", flag: "🇫🇷" })),
        ),
      ),
    );
    expect(typed.ok).toBe(true);
    expect((await t.db.language.findUniqueOrThrow({ where: { code: "fr" } })).name).toBe("French");
    for (const code of ["engl", "e1", "E1", ""]) {
      const result = await writeTo(
        t.db,
        createLanguage(
          languageInputFrom(languageFormValuesFrom(form({ code, name: "X", nativeName: "X", flag: "🏳️" }))),
        ),
      );
      expect(result, code).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { code: code === "" ? "codeRequired" : "codeInvalid" },
      });
    }
    // Three letters are a code when they are a language's canonical one (Klingon's), not a long form of a two-letter one.
    const klingon = { name: "Klingon", nativeName: "tlhIngan Hol", flag: "🏳️" };
    expect(languageSchema.safeParse({ ...klingon, code: "tlh" }).success).toBe(true);
    expect(languageSchema.safeParse({ ...klingon, code: "aze" }).error?.issues[0]?.message).toBe("codeUnknown");
    expect(await writeTo(t.db, createLanguage({ ...klingon, code: "zy" }))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { code: "codeUnknown" },
    });
  });

  it("refuses 'TR' and 'engl' in the database too", async () => {
    await expect(
      t.sql.query(`INSERT INTO "Language" (code, name, "nativeName", flag) VALUES ('TR', 'N', 'N', 'F')`),
    ).rejects.toThrow(/Language_code_check/);
    await expect(
      t.sql.query(`INSERT INTO "Language" (code, name, "nativeName", flag) VALUES ('engl', 'N', 'N', 'F')`),
    ).rejects.toThrow(/value too long/);
  });

  it("never changes on edit, and a taken code is the code field's message", async () => {
    const de = await t.db.language.findUniqueOrThrow({ where: { code: "de" } });
    await written(
      t.db,
      updateLanguage(
        { id: de.id, updatedAt: de.updatedAt },
        { code: "xx", name: "German", nativeName: "Deutsch", flag: "🇩🇪", order: 3, isActive: true },
      ),
    );
    expect((await t.db.language.findUniqueOrThrow({ where: { id: de.id } })).code).toBe("de");
    expect(
      await writeTo(t.db, createLanguage({ code: "de", name: "German", nativeName: "Deutsch", flag: "🇩🇪" })),
    ).toEqual({ ok: false, error: "invalid", fieldErrors: { code: "codeTaken" } });
  });
});

describe("deleting a language", () => {
  it("takes its categories and topics along and expires its pages' entries", async () => {
    const category = await insertCategory(t.db, "de", "patente");
    await insertTopic(t.db, category, "anmeldung");
    const refresh = recordingRefresh();
    await written(t.db, deleteLanguage(await idOf("de")), { refresh });
    expect(await t.db.category.count({ where: { languageCode: "de" } })).toBe(0);
    expect(await t.db.topic.count({ where: { languageCode: "de" } })).toBe(0);
    // Everything the language's pages showed: its menu, topics' sitemap, team and interface texts.
    expect(refresh.calls).toEqual([
      ["languages", "menu:de", "sitemap:de", "team:de", "translations:de", "page-texts:de"],
    ]);
  });

  it("toggles another language's status both ways", async () => {
    const en = await idOf("en");
    expect(await writeTo(t.db, toggleLanguageActive(en))).toMatchObject({ ok: true, value: { isActive: false } });
    expect(await writeTo(t.db, toggleLanguageActive(en))).toMatchObject({ ok: true, value: { isActive: true } });
  });
});
