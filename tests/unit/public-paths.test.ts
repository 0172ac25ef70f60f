import { describe, expect, it } from "vitest";
import type { PublicCategory, PublicTopic } from "@/lib/categories/public-queries";
import { counterpartIn, parsePublicPath, pathOf } from "@/lib/site/paths";

const topic = (slug: string, translationKey: string | null): PublicTopic => ({
  id: Math.random(),
  title: slug,
  slug,
  section: "",
  content: "",
  keywords: [],
  metaTitle: "",
  metaDescription: "",
  translationKey,
  updatedAt: new Date(0),
});
const category = (slug: string, translationKey: string | null, topics: PublicTopic[] = []): PublicCategory => ({
  id: Math.random(),
  title: slug,
  slug,
  description: "",
  translationKey,
  updatedAt: new Date(0),
  topics,
});

describe("parsePublicPath", () => {
  it("tells home, reserved pages, categories and topics apart", () => {
    expect(parsePublicPath("/")).toEqual({ kind: "home" });
    expect(parsePublicPath("/kurumsal")).toEqual({ kind: "static", path: "/kurumsal" });
    expect(parsePublicPath("/iletisim?x=1")).toEqual({ kind: "static", path: "/iletisim" });
    expect(parsePublicPath("/patent")).toEqual({ kind: "category", categorySlug: "patent" });
    expect(parsePublicPath("/patent/basvuru")).toEqual({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" });
    expect(pathOf(parsePublicPath("/patent/basvuru/"))).toBe("/patent/basvuru");
  });
});

describe("counterpartIn", () => {
  const tr = [category("patent", "category:patent", [topic("basvuru", "content:apply"), topic("ortak", null)])];
  const en = [category("patents", "category:patent", [topic("application", "content:apply"), topic("ortak", null)])];

  it("follows the translationKey of a category and of a topic", () => {
    expect(counterpartIn({ kind: "category", categorySlug: "patent" }, tr, en)).toEqual({ kind: "category", categorySlug: "patents" });
    expect(counterpartIn({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" }, tr, en)).toEqual({
      kind: "topic",
      categorySlug: "patents",
      topicSlug: "application",
    });
  });
  it("falls back to the same slug, and to nothing", () => {
    expect(counterpartIn({ kind: "topic", categorySlug: "patent", topicSlug: "ortak" }, tr, en)).toEqual({
      kind: "topic",
      categorySlug: "patents",
      topicSlug: "ortak",
    });
    expect(counterpartIn({ kind: "category", categorySlug: "yok" }, tr, en)).toBeNull();
    expect(counterpartIn({ kind: "category", categorySlug: "patent" }, tr, [])).toBeNull();
  });
  it("keeps home and the fixed pages", () => {
    expect(counterpartIn({ kind: "static", path: "/ekibimiz" }, tr, en)).toEqual({ kind: "static", path: "/ekibimiz" });
    expect(counterpartIn({ kind: "home" }, tr, en)).toEqual({ kind: "home" });
  });
});
