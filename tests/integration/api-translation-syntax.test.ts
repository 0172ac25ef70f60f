import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { translationsEndpoints } from "@/lib/translations/api";
import { saveTranslation } from "@/lib/translations/mutations";
import turkish from "@/messages/tr.json";
import { apiContext, apiRequest, call, createToken } from "../helpers/api";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";

/** A translation whose ICU syntax is broken, or whose placeholders are not its source's, is refused by the API and the admin's save alike. */
const t = contentTestDatabase(["tr", "en"]);
let translations: ReturnType<typeof translationsEndpoints>;
let token: string;

beforeAll(async () => {
  translations = translationsEndpoints(apiContext(t.db));
  token = await createToken(t.db, `syntax-${randomBytes(4).toString("hex")}`);
});

const COPYRIGHT = turkish.Footer.copyright; // "© {year} {name} Tüm hakları saklıdır."
const put = (text: string) =>
  call(translations.PUT, apiRequest("PUT", "/translations/en", { token, body: { source: COPYRIGHT, text } }), {
    lang: "en",
  });

describe("a translation's message syntax", () => {
  it("is refused by the REST API with the field's code, writing nothing", async () => {
    for (const [text, code] of [
      ["© {year {name} All rights reserved.", "messageSyntax"],
      ["© {year} <b>{name} All rights reserved.", "messageSyntax"],
      ["© {name} All rights reserved.", "placeholdersDiffer"],
      ["© {year} {name} {foo}", "placeholdersDiffer"],
    ] as const) {
      const answer = await put(text);
      expect(answer.status, text).toBe(400);
      expect(answer.body.error, text).toMatchObject({ code: "invalid", fields: { text: code } });
    }
    expect(await t.db.translation.count()).toBe(0);
    expect(await t.db.change.count()).toBe(0);
  });

  it("is refused on the admin's save path (the write path the forms call) the same way, and a sound one is saved", async () => {
    const broken = await writeTo(t.db, saveTranslation({ languageCode: "en", source: COPYRIGHT, text: "© {year" }));
    expect(broken).toEqual({ ok: false, error: "invalid", fieldErrors: { text: "messageSyntax" } });
    const answer = await put("{name} © {year}");
    expect(answer).toMatchObject({ status: 200, body: { source: COPYRIGHT, text: "{name} © {year}" } });
  });
});
