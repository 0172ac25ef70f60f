import { beforeEach, describe, expect, it } from "vitest";
import { savePageTexts } from "@/lib/page-texts/mutations";
import { findPageTextMap } from "@/lib/page-texts/queries";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

beforeEach(() => t.sql.query(`DELETE FROM "PageText"`));

describe("page texts", () => {
  it("are saved per language, Turkish included, and a blank one removes the firm's own", async () => {
    const refresh = recordingRefresh();
    await written(
      t.db,
      savePageTexts({
        languageCode: "tr",
        texts: { "About.intro": "  Yeni tanıtım metni.  ", "Hero.lead": "Yeni giriş." },
        seen: {},
      }),
      { refresh },
    );
    expect(await findPageTextMap("tr", t.db)).toEqual({
      "About.intro": "Yeni tanıtım metni.",
      "Hero.lead": "Yeni giriş.",
    });
    expect(refresh.calls).toEqual([["page-texts:tr"]]);
    await written(
      t.db,
      savePageTexts({ languageCode: "tr", texts: { "Hero.lead": "" }, seen: { "Hero.lead": "Yeni giriş." } }),
    );
    expect(await findPageTextMap("tr", t.db)).toEqual({ "About.intro": "Yeni tanıtım metni." });
  });

  it("refuse a text that lost its Turkish source's placeholders, or is no message, naming it, and save none of the form", async () => {
    const result = await writeTo(
      t.db,
      savePageTexts({
        languageCode: "en",
        texts: {
          "About.stats.team": "Team members",
          "Welcome.more": "{title: more",
          "About.intro": "Fine text.",
        },
        seen: {},
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { "About.stats.team": "placeholdersDiffer", "Welcome.more": "messageSyntax" },
    });
    expect(await findPageTextMap("en", t.db)).toEqual({});
  });

  it("refuse a key that is no page text, and a language the site does not have", async () => {
    const notPageText = await writeTo(
      t.db,
      savePageTexts({ languageCode: "en", texts: { "Footer.copyright": "x" }, seen: {} }),
    );
    expect(notPageText).toMatchObject({ ok: false, error: "invalid" });
    const unknownLanguage = await writeTo(t.db, savePageTexts({ languageCode: "fr", texts: { "Hero.lead": "x" } }));
    expect(unknownLanguage).toMatchObject({ ok: false, fieldErrors: { languageCode: "languageUnknown" } });
  });

  it("refuse a save over a text someone saved since the form was loaded, keeping theirs", async () => {
    await written(t.db, savePageTexts({ languageCode: "de", texts: { "Hero.lead": "Ihr Text" }, seen: {} }));
    const stale = await writeTo(
      t.db,
      savePageTexts({ languageCode: "de", texts: { "Hero.lead": "Mein Text" }, seen: {} }),
    );
    expect(stale).toMatchObject({ ok: false, error: "conflict", fieldErrors: { "Hero.lead": "changedMeanwhile" } });
    expect(await findPageTextMap("de", t.db)).toEqual({ "Hero.lead": "Ihr Text" });
  });
});
