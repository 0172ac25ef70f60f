import { readFileSync } from "node:fs";
import path from "node:path";
import type { FunctionComponent } from "react";
import { prerender } from "react-dom/static";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { ClientTexts, type ClientMessages } from "@/lib/i18n/client-texts";
import { describe, expect, it, vi } from "vitest";
import { CategorySidebar } from "@/components/site/CategorySidebar";
import { CategoryView } from "@/components/site/CategoryView";
import { SiteHeader } from "@/components/site/SiteHeader";
import { WelcomeView } from "@/components/site/WelcomeView";
import { InAppRouter } from "../helpers/app-router";

/** The shipped Turkish texts: the spec quotes them, so the assertions do too. */
vi.mock("next-intl/server", async () => {
  const { readFileSync: read } = await import("node:fs");
  const { createTranslator } = await import("next-intl");
  const messages = JSON.parse(read("messages/tr.json", "utf8")) as Record<string, never>;
  return {
    getLocale: async () => "tr",
    getTranslations: async (options?: string | { namespace?: string }) =>
      createTranslator({
        locale: "tr",
        messages,
        namespace: (typeof options === "string" ? options : options?.namespace) as never,
      }),
  };
});

const messages = JSON.parse(
  readFileSync(path.join(process.cwd(), "messages", "tr.json"), "utf8"),
) as AbstractIntlMessages;

/** Server HTML of a (possibly async) server component, in a Turkish page (under Next's router). */
async function render<P extends object>(
  component: FunctionComponent<P> | ((props: P) => Promise<unknown>),
  props: P,
): Promise<string> {
  const Component = component as FunctionComponent<P>;
  const tree = (
    <InAppRouter>
      <NextIntlClientProvider locale="tr" messages={messages} timeZone="Europe/Istanbul">
        <ClientTexts locale="tr" messages={messages as ClientMessages}>
          <Component {...props} />
        </ClientTexts>
      </NextIntlClientProvider>
    </InAppRouter>
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

type Category = Parameters<typeof CategorySidebar>[0]["categories"][number];
type Topic = Category["topics"][number];

const topic = (id: number, title: string): Topic => ({
  id,
  title,
  slug: `konu-${id}`,
  section: "",
});

const category = (id: number, title: string, topics: Topic[], moreTopics = false): Category => ({
  id,
  title,
  slug: `kategori-${id}`,
  description: "",
  translationKey: null,
  service: null,
  topics,
  moreTopics,
});

describe("WelcomeView (the home page's content area)", () => {
  it("welcomes with the title, the text and four service blurbs, each linking to its service", async () => {
    const html = await render(WelcomeView, { locale: "tr" });
    expect(html).toContain('<h1 id="welcome-title">Fikri mülkiyetinizi güvence altına alın</h1>');
    expect(html).toContain(
      "Konu menüsünden bir konu seçerek bilgi alabilir ya da doğrudan bizimle iletişime geçebilirsiniz.",
    );
    const blurbs = [
      ...html.matchAll(/<li[^>]*><h2>([^<]+)<\/h2><p>([^<]+)<\/p><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><\/li>/g),
    ].map(([, title, text, href, link]) => ({ title, text, href, link }));
    expect(blurbs).toEqual([
      {
        title: "Patent",
        link: "Patent: ayrıntılı bilgi",
        text: "Buluşunuzun yenilik araştırmasından TÜRKPATENT, EPO ve PCT başvurularına kadar tüm süreci yönetiyoruz.",
        href: "/patent",
      },
      {
        title: "Marka",
        link: "Marka: ayrıntılı bilgi",
        text: "Markanızın tescil edilebilirliğini araştırıyor, ulusal ve Madrid sistemiyle uluslararası tescilini sağlıyoruz.",
        href: "/marka",
      },
      {
        title: "Endüstriyel Tasarım",
        link: "Endüstriyel Tasarım: ayrıntılı bilgi",
        text: "Ürünlerinizin görünümünü tasarım tesciliyle 25 yıla kadar koruma altına alıyoruz.",
        href: "/tasarim",
      },
      {
        title: "Hukuki Danışmanlık",
        link: "Hukuki Danışmanlık: ayrıntılı bilgi",
        text: "İhlal, itiraz, lisans ve devir süreçlerinde uzman avukatlarımızla yanınızdayız.",
        href: "/hukuki-danismanlik",
      },
    ]);
  });
});

describe("the welcome text's pointer to the menu", () => {
  // The topic menu is beside the content on a desktop and below it on a phone: the text names no side.
  it.each([
    ["tr", /soldaki|sağdaki/i],
    ["en", /\b(left|right)\b/i],
    ["de", /\b(links|rechts)\b/i],
    ["ru", /слева|справа/i],
    ["az", /soldakı|sağdakı/i],
  ])("names no side in %s", (locale, side) => {
    const shipped = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as {
      Welcome: { text: string };
    };
    expect(shipped.Welcome.text).not.toMatch(side);
  });
});

describe("WelcomeView of a language without articles", () => {
  it("says so instead of pointing at the empty menu, and links to the languages that have them through the language switch", async () => {
    const html = await render(WelcomeView, {
      locale: "tr",
      elsewhere: [
        { code: "en", nativeName: "English" },
        { code: "de", nativeName: "Deutsch" },
      ],
    });
    expect(html).toContain(
      "Bu dilde henüz makale yayımlanmadı. Konularımızı şu dillerde okuyabilir ya da doğrudan bizimle iletişime geçebilirsiniz:",
    );
    expect(html).not.toContain("Konu menüsünden bir konu seçerek");
    expect(
      [...html.matchAll(/<a href="([^"]+)" hrefLang="(\w+)" lang="\w+">([^<]+)<\/a>/g)].map(([, href, code, name]) => [
        href,
        code,
        name,
      ]),
    ).toEqual([
      ["/api/language?to=en&amp;from=tr&amp;path=%2F", "en", "English"],
      ["/api/language?to=de&amp;from=tr&amp;path=%2F", "de", "Deutsch"],
    ]);
  });
});

describe("CategorySidebar (the accordion menu)", () => {
  it("says 'İçerik hazırlanıyor...' when the language has no categories", async () => {
    const html = await render(CategorySidebar, { categories: [] });
    expect(html).toMatch(/<p class="[^"]*">İçerik hazırlanıyor\.\.\.<\/p>/);
    expect(html).not.toContain("<ul");
  });

  it("says 'Bu kategoride henüz içerik bulunmuyor' inside a category without topics, and lists the others' topics as given", async () => {
    const html = await render(CategorySidebar, {
      categories: [
        category(1, "Boş Kategori", []),
        category(2, "Dolu Kategori", [topic(5, "Birinci"), topic(4, "İkinci")]),
      ],
      currentCategory: "kategori-1",
    });
    const [empty, full] = html.split("Dolu Kategori</a>");
    expect(empty).toMatch(
      /<details name="category-menu" open="">.*<p class="[^"]*">Bu kategoride henüz içerik bulunmuyor<\/p><\/details>/,
    );
    expect(full).not.toContain("Bu kategoride henüz içerik bulunmuyor");
    expect(
      [...full!.matchAll(/<a [^>]*href="(\/kategori-2\/konu-\d)"[^>]*>([^<]+)<\/a>/g)].map(([, href, title]) => [
        href,
        title,
      ]),
    ).toEqual([
      ["/kategori-2/konu-5", "Birinci"],
      ["/kategori-2/konu-4", "İkinci"],
    ]);
    expect(html).not.toContain("İçerik hazırlanıyor...");
  });

  it("ends a category with more topics than the menu holds with 'Tüm konular', and shows the current topic after the first ones", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<a [^>]*href="(\/kategori-2[^"]*)"[^>]*>([^<]+)<\/a>/g)].map(([, href, title]) => [
        href,
        title,
      ]);
    const large = category(2, "Büyük Kategori", [topic(5, "Birinci"), topic(6, "İkinci")], true);
    expect(links(await render(CategorySidebar, { categories: [large] }))).toEqual([
      ["/kategori-2", "Büyük Kategori"],
      ["/kategori-2/konu-5", "Birinci"],
      ["/kategori-2/konu-6", "İkinci"],
      ["/kategori-2", "Tüm konular"],
    ]);
    const further = await render(CategorySidebar, {
      categories: [large],
      currentCategory: "kategori-2",
      currentTopic: topic(900, "Dokuz Yüzüncü"),
    });
    // The open category's title toggles it (its summary) instead of linking the page it is on.
    expect(links(further)).toEqual([
      ["/kategori-2/konu-5", "Birinci"],
      ["/kategori-2/konu-6", "İkinci"],
      ["/kategori-2/konu-900", "Dokuz Yüzüncü"],
      ["/kategori-2", "Tüm konular"],
    ]);
    expect(further).toMatch(
      /<a [^>]*href="\/kategori-2\/konu-900" aria-current="page"|<a aria-current="page" [^>]*href="\/kategori-2\/konu-900"/,
    );
    expect(further).toMatch(/<summary class="[^"]*"><span>Büyük Kategori<\/span><\/summary>/);
    // A category that fits the menu has no such link; a topic already shown is not repeated.
    const small = await render(CategorySidebar, {
      categories: [category(2, "Küçük", [topic(5, "Birinci")])],
      currentCategory: "kategori-2",
      currentTopic: topic(5, "Birinci"),
    });
    expect(links(small)).toEqual([["/kategori-2/konu-5", "Birinci"]]);
  });
});

describe("CategoryView (a category's page)", () => {
  it("says 'Bu kategoride henüz içerik bulunmuyor' when it has no topics, and still offers expert support", async () => {
    const html = await render(CategoryView, { category: category(1, "Boş Kategori", []), topics: [] });
    expect(html).toContain("<h1>Boş Kategori</h1>");
    expect(html).toMatch(/<p class="[^"]*">Bu kategoride henüz içerik bulunmuyor<\/p>/);
    // The breadcrumb is a plain <ol>; the topic list would be one with a class.
    expect(html).not.toMatch(/<ol class="/);
    expect(html).toMatch(/href="\/iletisim"/);
  });
});

type Language = Parameters<typeof SiteHeader>[0]["languages"][number];
const turkish: Language = {
  id: 1,
  code: "tr",
  name: "Turkish",
  nativeName: "Türkçe",
  flag: "🇹🇷",
  isDefault: true,
  isActive: true,
  order: 1,
};
const english: Language = {
  id: 2,
  code: "en",
  name: "English",
  nativeName: "English",
  flag: "🇬🇧",
  isDefault: false,
  isActive: true,
  order: 2,
};

describe("SiteHeader (the contact bar)", () => {
  it("calls the firm's phone and leads to the contact page, and leaves the phone out when the firm has none", async () => {
    const languages = [turkish];
    const html = await render(SiteHeader, { languages, phone: "+90 224 451 20 30" });
    expect(html).toMatch(/<a href="tel:\+902244512030"[^>]*>\+90 224 451 20 30<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/iletisim"[^>]*>Ücretsiz Ön Görüşme<\/a>/);
    expect(await render(SiteHeader, { languages, phone: undefined })).not.toContain("tel:");
  });
});

describe("SiteHeader (the language dropdown)", () => {
  it("is hidden when only one language is active", async () => {
    const html = await render(SiteHeader, { languages: [turkish], phone: "+90 224 451 20 30" });
    expect(html).toContain("Ana Sayfa");
    expect(html).not.toContain("Dil seçimi");
    expect(html).not.toContain("/api/language");
    expect(html).not.toContain("<details");
  });

  it("offers every active language when there are more", async () => {
    const html = await render(SiteHeader, { languages: [turkish, english], phone: "+90 224 451 20 30" });
    expect(html).toContain("Dil seçimi");
    expect(html).toMatch(/<a href="\/api\/language\?to=tr&amp;from=tr&amp;path=[^"]*" hrefLang="tr"/);
    expect(html).toMatch(/<a href="\/api\/language\?to=en&amp;from=tr&amp;path=[^"]*" hrefLang="en"/);
  });
});
