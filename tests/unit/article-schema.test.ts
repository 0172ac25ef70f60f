import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articleSchema } from "@/lib/site/structured-data";

/** A topic page's Article JSON-LD: the firm as author, the legal review as lastReviewed and reviewedBy. */
const ORIGIN = "https://www.example-bursapatent.test";
let savedSiteUrl: string | undefined;
beforeEach(() => {
  savedSiteUrl = process.env.SITE_URL;
  process.env.SITE_URL = ORIGIN;
});
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

const article = {
  title: "Faydalı Model Başvurusu",
  description: "Başvurunun adımları",
  url: `${ORIGIN}/patent/faydali-model`,
  keywords: ["patent", "faydalı model"],
  updatedAt: new Date("2026-11-20T08:30:00.000Z"),
  language: "tr",
  firmName: "Bursa Patent",
};

describe("articleSchema", () => {
  it("names the publication, the last change, the firm as author and the reviewer with their team card", () => {
    const schema = articleSchema({
      ...article,
      publishedAt: new Date("2025-02-03T09:00:00.000Z"),
      // 10 November in Bursa began at 21:00 UTC the day before.
      reviewedAt: new Date("2026-11-09T21:00:00.000Z"),
      reviewer: { name: "Av. Ayşe Demir", url: `${ORIGIN}/ekibimiz#member-7` },
    });
    expect(schema).toMatchObject({
      "@type": "Article",
      datePublished: "2025-02-03T09:00:00.000Z",
      dateModified: "2026-11-20T08:30:00.000Z",
      author: { "@type": "Organization", name: "Bursa Patent", url: `${ORIGIN}/` },
      lastReviewed: "2026-11-10",
      reviewedBy: { "@type": "Person", name: "Av. Ayşe Demir", url: `${ORIGIN}/ekibimiz#member-7` },
    });
  });

  it("names the team member who wrote it as its author, working for the firm", () => {
    const schema = articleSchema({
      ...article,
      author: { name: "Av. Elif Şahin", url: `${ORIGIN}/ekibimiz#member-2` },
    });
    expect(schema.author).toEqual({
      "@type": "Person",
      name: "Av. Elif Şahin",
      url: `${ORIGIN}/ekibimiz#member-2`,
      worksFor: { "@type": "Organization", "@id": `${ORIGIN}/#firm`, name: "Bursa Patent", url: `${ORIGIN}/` },
    });
  });

  it("leaves out what is not known: no publication date, no review, a reviewer without a card", () => {
    const unreviewed = articleSchema(article);
    expect(unreviewed).not.toHaveProperty("datePublished");
    expect(unreviewed).not.toHaveProperty("lastReviewed");
    expect(unreviewed).not.toHaveProperty("reviewedBy");
    const withoutCard = articleSchema({
      ...article,
      reviewedAt: new Date("2026-11-09T21:00:00.000Z"),
      reviewer: { name: "Av. Can Yurt", url: null },
    });
    expect(withoutCard.reviewedBy).toEqual({
      "@type": "Person",
      name: "Av. Can Yurt",
      worksFor: { "@type": "Organization", "@id": `${ORIGIN}/#firm`, name: "Bursa Patent", url: `${ORIGIN}/` },
    });
  });
});
