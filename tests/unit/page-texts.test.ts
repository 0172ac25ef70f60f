import { describe, expect, it } from "vitest";
import { pageTextsFormValuesFrom, pageTextsInputFrom } from "@/lib/page-texts/form";
import { keysOfPage, PAGE_TEXT_KEYS } from "@/lib/page-texts/sources";
import { withPageTexts } from "@/lib/page-texts/overlay";
import { INTERFACE_SOURCES } from "@/lib/translations/sources";
import turkish from "@/messages/tr.json";

describe("page texts", () => {
  it("are the home, About and Services pages' texts, each once, and no longer the translations tab's", () => {
    expect(PAGE_TEXT_KEYS).toContain("About.intro");
    expect(PAGE_TEXT_KEYS).toContain("Hero.lead");
    expect(PAGE_TEXT_KEYS).toContain("Services.cards.patent.title");
    expect(PAGE_TEXT_KEYS).not.toContain("Footer.copyright");
    expect(new Set(PAGE_TEXT_KEYS).size).toBe(PAGE_TEXT_KEYS.length);
    expect(keysOfPage("about").every((key) => key.startsWith("About."))).toBe(true);
    expect(INTERFACE_SOURCES).not.toContain(turkish.About.intro);
    expect(INTERFACE_SOURCES).toContain(turkish.Footer.quickLinks);
  });

  it("lie over the messages where they fit their Turkish source, leaving the rest shared", () => {
    const messages = withPageTexts(turkish, {
      "About.intro": "Kendi metnimiz.",
      "About.stats.team": "Ekip",
      "Footer.about": "Not a page text",
    });
    expect((messages.About as typeof turkish.About).intro).toBe("Kendi metnimiz.");
    // Without {count}, next-intl would print the key: the shipped text stays.
    expect((messages.About as typeof turkish.About).stats.team).toBe(turkish.About.stats.team);
    expect(messages.Footer).toBe(turkish.Footer);
    expect(turkish.About.intro).not.toBe("Kendi metnimiz.");
  });

  it("send only the texts the form changed: put back to the shipped text, a text removes the firm's own", () => {
    const data = new FormData();
    const field = (key: string, typed: string, seen: string, shipped: string) => {
      data.set(`text.${key}`, typed);
      data.set(`seen.${key}`, seen);
      data.set(`shipped.${key}`, shipped);
    };
    data.set("languageCode", "en");
    field("Hero.lead", "Shipped lead", "", "Shipped lead");
    field("Hero.eyebrow", "My eyebrow", "", "Shipped eyebrow");
    field("About.intro", "Shipped intro ", "Our intro", "Shipped intro");
    field("About.title", "Our title", "Our title", "Shipped title");
    const values = pageTextsFormValuesFrom(data, "home");
    expect(pageTextsInputFrom(data, values)).toEqual({
      languageCode: "en",
      texts: { "Hero.eyebrow": "My eyebrow", "About.intro": "" },
      seen: { "Hero.eyebrow": "", "About.intro": "Our intro" },
    });
  });
});
