import { describe, expect, it } from "vitest";
import {
  CATEGORY_TRANSLATABLE,
  comparable,
  formFieldValues,
  identicalFields,
  TEAM_TRANSLATABLE,
  TOPIC_TRANSLATABLE,
} from "@/lib/counterparts/identical";

/** A Turkish topic and its copy in another language, as the form loads them. */
const SOURCE = {
  title: "Patent Başvuru Süreci",
  section: "BAŞVURU REHBERİ",
  body: "<p>Patent başvurusu <strong>TÜRKPATENT</strong>'e yapılır.</p>",
  keywords: ["coğrafi işaret", "Bursa şeftalisi"],
  metaTitle: "Patent Başvuru Süreci | Bursa Patent",
  metaDescription: "",
};

describe("the fields of a version still identical to its Turkish source", () => {
  it("marks a copy's text fields, keywords and body until they are translated; never an empty one", () => {
    const copy = { ...SOURCE, keywords: "coğrafi işaret, Bursa şeftalisi", slug: "patent-basvuru", order: "1" };
    expect(identicalFields(TOPIC_TRANSLATABLE, copy, SOURCE)).toEqual([
      "title",
      "section",
      "body",
      "keywords",
      "metaTitle",
    ]);
    const translated = {
      ...copy,
      title: "Patent Application Process",
      keywords: "geographical indication, Bursa peach",
      body: "<p>A patent application is filed with <strong>TÜRKPATENT</strong>.</p>",
    };
    expect(identicalFields(TOPIC_TRANSLATABLE, translated, SOURCE)).toEqual(["section", "metaTitle"]);
  });

  it("compares by words: spacing, a body's markup and entities the editor re-serializes do not count", () => {
    expect(comparable("text", "  Patent   Başvuru\nSüreci ")).toBe(comparable("text", "Patent Başvuru Süreci"));
    expect(comparable("html", "<p>Patent&nbsp;başvurusu <b>TÜRKPATENT</b>&#39;e</p>")).toBe(
      comparable("html", "<p>Patent başvurusu <strong>TÜRKPATENT</strong>'e</p>"),
    );
    expect(comparable("keywords", "a,  b ,, A")).toBe(comparable("keywords", ["a", "b"]));
    expect(comparable("list", [" Türkçe ", "", "İngilizce"])).toBe("Türkçe\nİngilizce");
    expect(comparable("list", ["İngilizce", "Türkçe"])).not.toBe(comparable("list", ["Türkçe", "İngilizce"]));
  });

  it("covers a category's title and description, and a member's texts and lists but not their name, photo or links", () => {
    expect(
      identicalFields(
        CATEGORY_TRANSLATABLE,
        { title: "Patent", description: "Buluşlar", slug: "patent" },
        {
          title: "Patent",
          description: "Inventions",
        },
      ),
    ).toEqual(["title"]);
    const member = {
      name: "Dr. Murat Aydın",
      title: "Kurucu Ortak",
      shortDescription: "Patent vekili.",
      biography: "",
      image: "/murat.jpg",
      education: ["Uludağ Üniversitesi"],
      expertise: [],
      languages: ["Türkçe", "Almanca"],
      linkedin: "https://www.linkedin.com/in/murat",
    };
    const copy = { ...member, title: "Gründungspartner", languages: ["Türkisch", "Deutsch"] };
    expect(identicalFields(TEAM_TRANSLATABLE, copy, member)).toEqual(["shortDescription", "education"]);
  });

  it("reads a form as it would post: one value per text field, every row of a list", () => {
    const form = new FormData();
    form.append("title", "Gründungspartner");
    form.append("education", "Uludağ Üniversitesi");
    form.append("education", "");
    form.append("education", "FSEK Sertifikası");
    expect(formFieldValues(TEAM_TRANSLATABLE, form)).toMatchObject({
      title: "Gründungspartner",
      shortDescription: "",
      education: ["Uludağ Üniversitesi", "", "FSEK Sertifikası"],
      courses: [],
    });
  });
});
