import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { SHIPPED_LOCALES } from "@/lib/i18n/routing";
import type { Messages } from "@/lib/translations/messages";

/** The Contact namespace of a shipped messages file. */
function contactMessages(locale: string): Messages {
  const file = path.join(process.cwd(), "messages", `${locale}.json`);
  return { Contact: (JSON.parse(readFileSync(file, "utf8")) as Messages).Contact as Messages };
}

function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const turkish = contactMessages("tr");

// Every error code the schema can report for each field (see tests/unit/contact-schema.test.ts).
const REACHABLE_ERRORS = {
  name: ["required", "tooShort", "tooLong"],
  email: ["required", "tooLong", "invalid"],
  phone: ["tooLong", "invalid"],
  subject: ["tooLong"],
  message: ["required", "tooShort", "tooLong"],
  consent: ["required"],
};

describe.each(SHIPPED_LOCALES)("Contact messages in %s", (locale) => {
  const messages = contactMessages(locale);

  it("have exactly the Turkish keys, every one a non-empty text", () => {
    expect(keysOf(messages).sort()).toEqual(keysOf(turkish).sort());
    const t = createTranslator({ locale, messages, namespace: "Contact" });
    for (const key of keysOf(messages.Contact as Messages)) expect(t(key as never).trim()).not.toBe("");
  });

  it("have a message for every error the form can show", () => {
    const t = createTranslator({ locale, messages, namespace: "Contact" });
    for (const [field, codes] of Object.entries(REACHABLE_ERRORS)) {
      for (const code of codes) expect(t.has(`errors.${field}.${code}` as never), `${field}.${code}`).toBe(true);
    }
  });
});

// ("Mesajınız" is also Azerbaijani, so only texts that differ in every language are compared.)
it.each(SHIPPED_LOCALES.filter((locale) => locale !== "tr"))(
  "Contact messages in %s are translated, not copies of the Turkish texts",
  (locale) => {
    const t = createTranslator({ locale, messages: contactMessages(locale), namespace: "Contact" });
    const tr = createTranslator({ locale: "tr", messages: turkish, namespace: "Contact" });
    for (const key of [
      "title",
      "form.name",
      "form.submit",
      "sent.title",
      "form.consent",
      "errors.consent.required",
      "status.rateLimited",
      "errors.name.required",
    ]) {
      expect(t(key as never)).not.toBe(tr(key as never));
    }
  },
);

it("uses the spec's Turkish texts", () => {
  const t = createTranslator({ locale: "tr", messages: turkish, namespace: "Contact" });
  expect([
    t("form.name"),
    t("form.email"),
    t("form.phone"),
    t("form.subject"),
    t("form.message"),
    t("form.submit"),
  ]).toEqual(["Ad Soyad", "E-posta", "Telefon", "Konu", "Mesajınız", "Mesaj Gönder"]);
  expect(t("sent.title")).toBe("Mesajınız bize ulaştı");
  expect(t("sent.writeAnother")).toBe("Yeni mesaj yaz");
  expect(t("status.rateLimited")).toBe("Çok fazla mesaj gönderdiniz. Lütfen 10 dakika sonra tekrar deneyin.");
});
