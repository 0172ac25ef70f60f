import { beforeEach, describe, expect, it, vi } from "vitest";
import { siteMessagesOf } from "@/lib/i18n/site-messages";
import type { Messages } from "@/lib/translations/messages";
import english from "@/messages/en.json";
import turkish from "@/messages/tr.json";

/** The firm's translation rows per language (Turkish source text → text), as the translations tab saves them. */
let rows: Record<string, Record<string, string>> = {};
vi.mock("@/lib/translations/queries", () => ({ getTranslationMap: async (code: string) => rows[code] ?? {} }));
vi.mock("@/lib/page-texts/queries", () => ({ getPageTextMap: async () => ({}) }));
vi.mock("@/lib/firm-settings/public", async () => {
  const { FIRM_DEFAULTS } = await import("@/lib/firm-settings/schema");
  return { getFirmSettings: async () => ({ ...FIRM_DEFAULTS, updatedAt: new Date(0) }) };
});

const expertTitle = async (locale: string) => ((await siteMessagesOf(locale)).ExpertSupport as Messages).title;

describe("a page's texts in a language the firm added", () => {
  beforeEach(() => {
    rows = {};
  });

  it("sets English's stand-ins apart as left-to-right on a right-to-left page (Hebrew, Arabic)", async () => {
    expect(await expertTitle("he")).toBe(`\u2066${english.ExpertSupport.title}\u2069`);
    expect(await expertTitle("ar")).toBe(`\u2066${english.ExpertSupport.title}\u2069`);
  });

  it("leaves the language's own translation as it is", async () => {
    rows = { he: { [turkish.ExpertSupport.title]: "צריכים תמיכה מקצועית?" } };
    expect(await expertTitle("he")).toBe("צריכים תמיכה מקצועית?");
  });

  it("leaves every text alone on a left-to-right page, added (French) or shipped (English, Turkish, Russian)", async () => {
    expect(await expertTitle("fr")).toBe(english.ExpertSupport.title);
    expect(await expertTitle("en")).toBe(english.ExpertSupport.title);
    expect(await expertTitle("tr")).toBe(turkish.ExpertSupport.title);
    expect(await expertTitle("ru")).not.toMatch(/[\u2066\u2069]/);
  });
});
