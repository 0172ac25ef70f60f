import { expect, test } from "@playwright/test";
import { hasHorizontalScroll, PHONE } from "./helpers";

/** The texts each language's information pages must show (messages "About", "Services", "Legal"). */
const CASES = [
  {
    locale: "tr",
    prefix: "",
    headings: {
      "/kurumsal": "Fikirlerinizi koruyan güvenilir çözüm ortağınız",
      "/hizmetler": "Fikri mülkiyetin her aşamasında yanınızdayız",
      "/gizlilik-politikasi": "Gizlilik Politikası",
      "/kullanim-kosullari": "Kullanım Koşulları",
    },
    stats: {
      title: "Rakamlarla Bursa Patent",
      labels: ["Yıllık deneyim", "Tamamlanan proje", "Ülkede başvuru ve tescil", "Uzman ekip üyesi"],
    },
    cards: [
      "Patent ve Faydalı Model",
      "Marka Tescili",
      "Endüstriyel Tasarım",
      "Hukuki Danışmanlık",
      "Uluslararası Tescil",
      "Fikri Mülkiyet Danışmanlığı",
    ],
    cardLinks: {
      "Patent hizmetimizi inceleyin": "/patent",
      "Marka hizmetimizi inceleyin": "/marka",
      "Tasarım hizmetimizi inceleyin": "/tasarim",
      "Hukuki danışmanlık hizmetimizi inceleyin": "/hukuki-danismanlik",
    },
    /** The two services beyond /kurumsal's four areas, each with its page (its heading). */
    moreCardLinks: {
      "Uluslararası tescil hizmetimizi inceleyin": ["/uluslararasi-tescil", "Uluslararası Tescil"],
      "Danışmanlık hizmetimizi inceleyin": ["/fikri-mulkiyet-danismanligi", "Fikri Mülkiyet Danışmanlığı"],
    },
    lastUpdated: "Son güncelleme: 23 Kasım 2026",
  },
  {
    locale: "en",
    prefix: "/en",
    headings: {
      "/kurumsal": "Your trusted partner in protecting your ideas",
      "/hizmetler": "At your side at every stage of intellectual property",
      "/gizlilik-politikasi": "Privacy Policy",
      "/kullanim-kosullari": "Terms of Use",
    },
    stats: {
      title: "Bursa Patent in numbers",
      labels: [
        "Years of experience",
        "Projects completed",
        "Countries of filing and registration",
        "Specialist team members",
      ],
    },
    cards: [
      "Patents and Utility Models",
      "Trademark Registration",
      "Industrial Designs",
      "Legal Consultancy",
      "International Registration",
      "IP Consultancy",
    ],
    cardLinks: {
      "Explore our patent services": "/en/patent",
      "Explore our trademark services": "/en/marka",
      "Explore our design services": "/en/tasarim",
      "Explore our legal consultancy": "/en/hukuki-danismanlik",
    },
    moreCardLinks: {
      "Explore our international registration services": ["/en/uluslararasi-tescil", "International Registration"],
      "Explore our IP consultancy": ["/en/fikri-mulkiyet-danismanligi", "IP Consultancy"],
    },
    lastUpdated: "Last updated: November 23, 2026",
  },
] as const;

/** The firm was founded in 2009 (its seeded settings): its years are counted, the rest stated. */
const STAT_VALUES = [String(new Date().getFullYear() - 2009), "500+", "50+", "4"];

for (const texts of CASES) {
  test.describe(`information pages (${texts.locale})`, () => {
    for (const [path, heading] of Object.entries(texts.headings)) {
      test(`${path} answers 200 and shows its heading`, async ({ page }) => {
        const response = await page.goto(`${texts.prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", texts.locale);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
      });
    }

    test("/kurumsal shows the four stats and links its four service areas to their pages", async ({ page }) => {
      await page.goto(`${texts.prefix}/kurumsal`);
      const stats = page.getByRole("region", { name: texts.stats.title });
      await expect(stats.getByRole("definition")).toHaveText(STAT_VALUES);
      await expect(stats.getByRole("term")).toHaveText([...texts.stats.labels]);
      for (const [name, href] of Object.entries(texts.cardLinks)) {
        await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
    });

    test("/hizmetler shows six service cards, each linking to its own page", async ({ page }) => {
      await page.goto(`${texts.prefix}/hizmetler`);
      const main = page.getByRole("main");
      await expect(main.getByRole("article")).toHaveCount(6);
      await expect(main.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([...texts.cards]);
      await expect(main.getByRole("article").getByRole("link")).toHaveCount(6);
      for (const [name, href] of Object.entries(texts.cardLinks)) {
        await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      for (const [name, [href, heading]] of Object.entries(texts.moreCardLinks)) {
        await main.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(href);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(heading);
        await page.goBack();
      }
    });

    test("the legal pages show the date of their last update", async ({ page }) => {
      for (const path of ["/gizlilik-politikasi", "/kullanim-kosullari"]) {
        await page.goto(`${texts.prefix}${path}`);
        await expect(page.getByRole("main").getByText(texts.lastUpdated, { exact: true })).toBeVisible();
      }
    });

    test("the pages fit a 390px-wide phone without horizontal scrolling", async ({ page }) => {
      await page.setViewportSize(PHONE);
      for (const path of Object.keys(texts.headings)) {
        await page.goto(`${texts.prefix}${path}`);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
      }
    });
  });
}

test.describe("service pages where no category takes the slug (en)", () => {
  test("/en/patent shows the patent service page", async ({ page }) => {
    const response = await page.goto("/en/patent");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Patent and Utility Model Applications");
    await expect(main.getByRole("heading", { level: 2, name: "What we do" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "How the process works" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/en/iletisim");
  });

  const OTHERS = {
    "/en/marka": "Trademark Registration",
    "/en/tasarim": "Industrial Design Registration",
    "/en/hukuki-danismanlik": "Legal Consultancy",
  };
  for (const [path, heading] of Object.entries(OTHERS)) {
    test(`${path} shows its service page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }
});
