import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clientMessages, CONTACT_FORM_NAMESPACES, SITE_CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import {
  ClientTexts,
  fillPlaceholders,
  useLocale,
  useTranslations,
  type ClientMessages,
} from "@/lib/i18n/client-texts";
import { SHIPPED_LOCALES } from "@/lib/i18n/routing";
import turkish from "@/messages/tr.json";

/** Every .tsx file under the folders the public site renders from. */
function publicFiles(): string[] {
  const roots = ["components/site", "app/[locale]", "app/maintenance-screen"];
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => path.join(root, file)),
  );
}

/** The messages each client component reads: "Namespace.key", or "Namespace" when its keys are computed. */
function messagesRead(source: string): string[] {
  const read: string[] = [];
  for (const [, name, namespace] of source.matchAll(/const (\w+) = useTranslations\(\s*"([^"]+)"\s*\)/g)) {
    const calls = [...source.matchAll(new RegExp(`\\b${name}(?:\\.has)?\\(\\s*([\`"])([^\`"]*)\\1`, "g"))];
    for (const [, quote, key] of calls)
      read.push(quote === "`" || key!.includes("${") ? namespace! : `${namespace}.${key}`);
    // A key held in a variable could be any of the namespace's.
    if (new RegExp(`\\b${name}(?:\\.has)?\\(\\s*[^\\s\`"]`).test(source)) read.push(namespace!);
  }
  return read;
}

const covers = (picks: readonly string[], message: string) =>
  picks.includes(message) || picks.includes(message.split(".")[0]!);

describe("the messages public pages send to the browser", () => {
  it("hold every message a public client component reads", () => {
    const read = new Map<string, string[]>();
    for (const file of publicFiles()) {
      const source = readFileSync(file, "utf8");
      // A hook with no namespace would need the whole catalogue; next-intl's hooks would need its provider.
      expect(source, file).not.toMatch(/useTranslations\(\s*\)/);
      if (source.startsWith('"use client"')) expect(source, file).not.toMatch(/from "next-intl"/);
      for (const message of messagesRead(source)) read.set(message, [...(read.get(message) ?? []), file]);
    }
    expect(read.size).toBeGreaterThan(10);
    const sent: readonly string[] = [...SITE_CLIENT_NAMESPACES, ...CONTACT_FORM_NAMESPACES];
    for (const [message, files] of read)
      expect(covers(sent, message), `${message}, read in ${files.join(", ")}`).toBe(true);
    // The contact form's texts are read by the contact form alone (its page sends them).
    for (const [message, files] of read)
      if (covers(CONTACT_FORM_NAMESPACES, message))
        expect(
          files.every((file) => /ContactForm/.test(file)),
          message,
        ).toBe(true);
  });

  it("are those messages alone: no admin texts, a small part of the catalogue", () => {
    const sent = clientMessages(turkish, SITE_CLIENT_NAMESPACES);
    expect(Object.keys(sent).sort()).toEqual(["Error", "Header", "Live", "Maintenance", "Nav", "Site"]);
    expect(sent.Site).toEqual({ untranslated: turkish.Site.untranslated });
    expect(sent).not.toHaveProperty("Admin");
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(turkish).length / 25);
  });

  it("have plain {name} placeholders only, in every language (the browser fills them without an ICU formatter)", async () => {
    for (const locale of SHIPPED_LOCALES) {
      const catalogue = (await import(`@/messages/${locale}.json`)).default;
      const texts = JSON.stringify([
        clientMessages(catalogue, SITE_CLIENT_NAMESPACES),
        clientMessages(catalogue, CONTACT_FORM_NAMESPACES),
      ]);
      expect(texts, locale).not.toMatch(/\{\s*\w+\s*,|<\w+>|'\{/);
    }
  });
});

describe("the public client components' texts (ClientTexts)", () => {
  const messages: ClientMessages = { Live: { removed: "{title} kaldırıldı", toHome: "Ana sayfa" } };
  function Probe() {
    const t = useTranslations("Live");
    return (
      <p>
        {[
          useLocale(),
          t("removed", { title: "Patent" }),
          t("toHome"),
          String(t.has("toHome")),
          String(t.has("gone")),
          t("gone"),
        ].join(" | ")}
      </p>
    );
  }

  it("fill placeholders, tell which keys exist, show a missing key's path, and give the language", () => {
    const html = renderToStaticMarkup(
      <ClientTexts locale="tr" messages={messages}>
        <Probe />
      </ClientTexts>,
    );
    expect(html).toBe("<p>tr | Patent kaldırıldı | Ana sayfa | true | false | Live.gone</p>");
  });

  it("add a nested provider's namespaces to those above it", () => {
    const inner = (
      <ClientTexts locale="tr" messages={{ Contact: { send: "Gönder" } }}>
        <Probe />
      </ClientTexts>
    );
    expect(
      renderToStaticMarkup(
        <ClientTexts locale="tr" messages={messages}>
          {inner}
        </ClientTexts>,
      ),
    ).toContain("Patent kaldırıldı");
  });

  it("leave a placeholder no value is given for as written", () => {
    expect(fillPlaceholders("{a} ve {b}", { a: 1 })).toBe("1 ve {b}");
    expect(fillPlaceholders("{a}")).toBe("{a}");
  });
});
