import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { searchContent } from "@/lib/search/queries";
import { normalizeQuery } from "@/lib/search/query-text";
import { searchServicePages } from "@/lib/search/services";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "de", "en", "ru", "az"]);

async function search(locale: string, raw: string) {
  const query = normalizeQuery(raw, locale);
  if (query.kind !== "ready") throw new Error(`not searchable: ${raw}`);
  return searchContent(locale, query.lower, t.db);
}

const titles = async (locale: string, raw: string) => (await search(locale, raw)).map((result) => result.title);

async function utilityModel() {
  const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
  await insertTopic(t.db, category, "faydali-model", {
    title: "Faydalı Model Başvurusu",
    body: "<p>Faydalı model, buluşlar için daha kısa sürede alınan bir korumadır.</p>",
  });
  return category;
}

describe("site search over the database", () => {
  it("finds 'faydali model' (no Turkish letters) and a misspelling of it", async () => {
    await utilityModel();
    expect(await titles("tr", "faydali model")).toEqual(["Faydalı Model Başvurusu"]);
    expect(await titles("tr", "FAYDALI MODEL")).toEqual(["Faydalı Model Başvurusu"]);
    expect(await titles("tr", "fydalı modle")).toEqual(["Faydalı Model Başvurusu"]);
    expect(await titles("tr", "marka tescili")).toEqual([]);
  });

  it("highlights the matching words in an HTML-safe excerpt and links to the topic", async () => {
    const category = await insertCategory(t.db, "tr", "marka", { title: "Marka" });
    await insertTopic(t.db, category, "kotu", { title: "Tescil", body: "<p>Marka &lt;script&gt; tescil süreci</p>" });
    const [result] = await search("tr", "tescil");
    expect(result).toMatchObject({ kind: "topic", href: "/marka/kotu" });
    expect(result!.excerpt).toBe("Marka &lt;script&gt; <mark>tescil</mark> süreci");
  });

  it("matches IŞIK with ışık and İstanbul with istanbul (Turkish case rules)", async () => {
    const category = await insertCategory(t.db, "tr", "tasarim", { title: "Tasarım" });
    await insertTopic(t.db, category, "isik", { title: "Aydınlatma", body: "<p>ışık tasarımları İstanbul</p>" });
    expect(await titles("tr", "IŞIK")).toEqual(["Aydınlatma"]);
    expect(await titles("tr", "istanbul")).toEqual(["Aydınlatma"]);
  });

  it("searches only the language asked for", async () => {
    await utilityModel();
    const german = await insertCategory(t.db, "de", "patente", { title: "Patente" });
    await insertTopic(t.db, german, "gebrauchsmuster", {
      title: "Gebrauchsmuster anmelden",
      body: "<p>Das Gebrauchsmuster schützt technische Erfindungen (model).</p>",
    });
    expect(await titles("de", "Gebrauchsmuster")).toEqual(["Gebrauchsmuster anmelden"]);
    expect(await titles("de", "faydali model")).toEqual([]);
    expect(await titles("tr", "Gebrauchsmuster")).toEqual([]);
  });

  it("never finds a working copy's text, an unpublished topic or a topic of an inactive category", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
    await insertTopic(t.db, category, "yayinda", {
      title: "Yayında",
      body: "<p>Yayında olan metin</p>",
      draft: { title: "Zeplinkuşu taslak", body: "<p>zeplinkuşu</p>" },
    });
    await insertTopic(t.db, category, "taslak", { title: "Kanguruçiçeği", isActive: false });
    const hidden = await insertCategory(t.db, "tr", "gizli", { isActive: false });
    await insertTopic(t.db, hidden, "gizli-konu", { title: "Sincapbalığı" });
    expect(await titles("tr", "zeplinkuşu")).toEqual([]);
    expect(await titles("tr", "kanguruçiçeği")).toEqual([]);
    expect(await titles("tr", "sincapbalığı")).toEqual([]);
    expect(await titles("tr", "yayında")).toEqual(["Yayında"]);
  });

  it("follows a topic's edits: its new title is found, its old one no longer", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
    const topic = await insertTopic(t.db, category, "yenilik", { title: "Yenilik Şartı" });
    expect(await titles("tr", "yenilik")).toEqual(["Yenilik Şartı"]);
    await t.db.topic.update({ where: { id: topic.id }, data: { title: "Buluş Basamağı" } });
    expect(await titles("tr", "yenilik")).toEqual([]);
    expect(await titles("tr", "buluş basamağı")).toEqual(["Buluş Basamağı"]);
  });

  it("stems English and Russian words, and folds Azerbaijani letters", async () => {
    const english = await insertCategory(t.db, "en", "trademarks", { title: "Trademarks" });
    await insertTopic(t.db, english, "renewal", {
      title: "Renewing a registration",
      body: "<p>Renewals every ten years</p>",
    });
    const russian = await insertCategory(t.db, "ru", "patenty", { title: "Патенты" });
    await insertTopic(t.db, russian, "srok", { title: "Срок действия патента", body: "<p>Двадцать лет</p>" });
    const azerbaijani = await insertCategory(t.db, "az", "emtee", { title: "Əmtəə nişanları" });
    await insertTopic(t.db, azerbaijani, "qeydiyyat", { title: "Şirkət adının qeydiyyatı" });
    expect(await titles("en", "renewal registrations")).toEqual(["Renewing a registration"]);
    // The category "Патенты" too: its own title matches.
    expect(await titles("ru", "патенты")).toEqual(["Срок действия патента", "Патенты"]);
    expect(await titles("az", "sirket")).toEqual(["Şirkət adının qeydiyyatı"]);
  });

  it("adds titles close to a misspelled query only while the words match fewer than a page", async () => {
    const category = await insertCategory(t.db, "tr", "marka", { title: "Marka" });
    for (let n = 1; n <= 21; n++) await insertTopic(t.db, category, `tescil-${n}`, { title: `Tescil ${n}` });
    await insertTopic(t.db, category, "tescl", { title: "Tescl Yazımı" });
    // 22 titles hold "tescl" or "tescil": the words alone fill the page, so the typo's neighbours are not added.
    expect(await titles("tr", "tescil")).toHaveLength(20);
    expect(await titles("tr", "tescil")).not.toContain("Tescl Yazımı");
    expect(await titles("tr", "tescl")).toContain("Tescl Yazımı");
    expect((await titles("tr", "tescl")).length).toBeGreaterThan(1);
  });

  it("answers whatever a visitor types: tsquery operators, apostrophes, marks, other scripts", async () => {
    await utilityModel();
    const typed = [
      "ʼ",
      "a:*",
      "'",
      "\\",
      "&|!",
      "(",
      "<->",
      "i̇stanbul",
      "\u0301a",
      "ﬁle",
      "٣٤",
      "😀",
      "日本語",
      "-model",
    ];
    for (const raw of typed) await expect(titles("tr", raw), JSON.stringify(raw)).resolves.toBeInstanceOf(Array);
    // Operators in a query are words to find, not syntax: "model:*" finds the model article.
    expect(await titles("tr", "model:*")).toEqual(["Faydalı Model Başvurusu"]);
  });

  it("ranks a title match above a body match", async () => {
    const category = await insertCategory(t.db, "tr", "marka", { title: "Marka" });
    await insertTopic(t.db, category, "govde", { title: "Başvuru Süreci", body: "<p>Tescil itirazı hakkında</p>" });
    await insertTopic(t.db, category, "baslik", { title: "Tescil İtirazı", body: "<p>Süreç</p>" });
    expect(await titles("tr", "itiraz")).toEqual(["Tescil İtirazı", "Başvuru Süreci"]);
  });

  it("finds active categories and team members, never inactive ones", async () => {
    await insertCategory(t.db, "tr", "cografi-isaret", { title: "Coğrafi İşaret", description: "Yöresel ürünler" });
    await insertCategory(t.db, "tr", "eski", { title: "Coğrafi Eski", isActive: false });
    await t.db.teamMember.create({
      data: {
        languageCode: "tr",
        name: "Ayşe Yılmaz",
        title: "Patent Vekili",
        shortDescription: "Kimya alanında uzman",
        expertise: ["Biyoteknoloji"],
      },
    });
    await t.db.teamMember.create({
      data: {
        languageCode: "tr",
        name: "Eski Üye",
        title: "Vekil",
        shortDescription: "Biyoteknoloji",
        isActive: false,
      },
    });
    expect(await search("tr", "cografi")).toMatchObject([
      { kind: "category", title: "Coğrafi İşaret", href: "/cografi-isaret" },
    ]);
    const [member, ...others] = await search("tr", "biyoteknoloji");
    expect(others).toEqual([]);
    expect(member).toMatchObject({
      kind: "member",
      title: "Ayşe Yılmaz",
      href: expect.stringMatching(/^\/ekibimiz#member-\d+$/),
    });
  });
});

describe("service pages (message texts, searched in memory)", () => {
  const messages = JSON.parse(readFileSync("messages/tr.json", "utf8")) as {
    Services: { pages: Record<string, { title: string; lead: string }> };
  };
  const pages = Object.entries(messages.Services.pages).map(([key, page]) => ({
    title: page.title,
    href: `/${key}`,
    text: page.lead,
  }));

  it("finds a service page by its words without Turkish letters, and nothing for an unknown word", () => {
    const trademark = messages.Services.pages.trademark!;
    const word = trademark.title.split(" ")[0]!.toLocaleLowerCase("tr");
    expect(searchServicePages(pages, word, "tr").map((result) => result.title)).toContain(trademark.title);
    expect(searchServicePages(pages, "zeplinkuşu", "tr")).toEqual([]);
  });
});
