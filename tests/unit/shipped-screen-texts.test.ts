import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The maintenance screen's fixed texts and the live "content removed" notice ship in every language
 * of the site, never Turkish under another language's page (as German, Russian and Azerbaijani had).
 */
type Texts = { Maintenance: Record<string, string>; Live: Record<string, string> };
const texts = (code: string) => JSON.parse(readFileSync(`messages/${code}.json`, "utf8")) as Texts;
const turkish = texts("tr");

describe.each(["en", "de", "ru", "az"])("the screens' texts in %s", (code) => {
  const own = texts(code);

  it("cover every text of the Turkish ones", () => {
    expect(Object.keys(own.Maintenance).sort()).toEqual(Object.keys(turkish.Maintenance).sort());
    expect(Object.keys(own.Live).sort()).toEqual(Object.keys(turkish.Live).sort());
  });

  it("are the language's own words", () => {
    for (const key of ["removed", "toHome"]) expect(own.Live[key], key).not.toBe(turkish.Live[key]);
    for (const key of ["defaultTitle", "defaultMessage", "adminBanner", "loading"])
      expect(own.Maintenance[key], key).not.toBe(turkish.Maintenance[key]);
  });
});
