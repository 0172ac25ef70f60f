import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { messageSyntaxProblem } from "@/lib/translations/message-syntax";
import { translateMessages } from "@/lib/translations/messages";
import { translationSaveSchema } from "@/lib/translations/schema";
import english from "@/messages/en.json";
import turkish from "@/messages/tr.json";

/** A translation is an ICU message with its source's placeholders: refused at save, passed over at display. */
const COPYRIGHT = turkish.Footer.copyright; // "© {year} {name} Tüm hakları saklıdır."

const refusal = (source: string, text: string) => {
  const parsed = translationSaveSchema.safeParse({ languageCode: "en", source, text });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("saving a translation", () => {
  it.each([
    ["an unclosed placeholder", "© {year {name} All rights reserved."],
    ["an unclosed choice", "© {year, select, other {{name}} All rights reserved."],
    ["an empty placeholder", "© {} {year} {name}"],
    ["an unclosed tag", "© {year} <b>{name} All rights reserved."],
    ["a plural without other", "{year, plural, one {# year}} {name}"],
    ["an unknown argument type", "{year, money} {name}"],
  ])("refuses %s as broken syntax", (_what, text) => {
    expect(refusal(COPYRIGHT, text)).toEqual([["text", "messageSyntax"]]);
  });

  it.each([
    ["a missing placeholder", "© {name} All rights reserved."],
    ["an added placeholder", "© {year} {name} {foo} All rights reserved."],
    ["a renamed placeholder", "© {yil} {name} All rights reserved."],
    ["an added tag", "© {year} <b>{name}</b> All rights reserved."],
  ])("refuses %s", (_what, text) => {
    expect(refusal(COPYRIGHT, text)).toEqual([["text", "placeholdersDiffer"]]);
  });

  it("accepts the source's placeholders in any order and form, and plain texts with apostrophes", () => {
    expect(refusal(COPYRIGHT, "{name} © {year}. All rights reserved.")).toBeUndefined();
    expect(refusal("{count} eksik", "{count, plural, one {# missing} other {# missing}}")).toBeUndefined();
    expect(refusal("Hakkımızda", "Über uns – Bursa's Patentbüro")).toBeUndefined();
    expect(refusal("<b>Not:</b> {date}", "<b>Note:</b> {date}")).toBeUndefined();
  });

  it("checks only the syntax when the source itself is no ICU message (an original with a stray brace)", () => {
    expect(messageSyntaxProblem("Fiyat {", "Price {amount}")).toBeUndefined();
    expect(messageSyntaxProblem("Fiyat {", "Price {")).toBe("messageSyntax");
  });
});

describe("a stored translation that cannot be shown", () => {
  const format = (overrides: Record<string, string>) =>
    createTranslator({
      locale: "en",
      messages: translateMessages(turkish, english, overrides) as typeof turkish,
      namespace: "Footer",
    })("copyright", { year: 2026, name: "Bursa Patent" });

  it("gives way to the shipped text: visitors never see the message's key", () => {
    expect(format({ [COPYRIGHT]: "© {year {name}" })).toBe("© 2026 Bursa Patent All rights reserved.");
    expect(format({ [COPYRIGHT]: "© {name} only" })).toBe("© 2026 Bursa Patent All rights reserved.");
    expect(format({ [COPYRIGHT]: "{name}, since {year}" })).toBe("Bursa Patent, since 2026");
  });
});
