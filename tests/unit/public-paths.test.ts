import { describe, expect, it } from "vitest";
import type { MenuCategory, MenuTopic } from "@/lib/categories/queries";
import { counterpartIn } from "@/lib/site/alternates";
import { parsePublicPath, pathOf } from "@/lib/site/paths";

let nextId = 1;
const topic = (slug: string, translationKey: string | null): MenuTopic => ({ id: nextId++, title: slug, slug, section: "", translationKey });
const category = (slug: string, translationKey: string | null, topics: MenuTopic[] = []): MenuCategory => ({
  id: nextId++,
  title: slug,
  slug,
  description: "",
  translationKey,
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
  const tr = [category("patent", "category:patent", [topic("basvuru", "topic:apply"), topic("ortak", null)])];
  const en = [category("patents", "category:patent", [topic("application", "topic:apply"), topic("ortak", null)])];

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
