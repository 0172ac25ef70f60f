import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hasHorizontalScroll, PHONE, seededTopic } from "./helpers";

const pages = (locale: "tr" | "en") => {
  const prefix = locale === "tr" ? "" : "/en";
  const { categoryPath, topicPath } = seededTopic(locale);
  return [prefix || "/", categoryPath, topicPath, `${prefix}/ekibimiz`, `${prefix}/iletisim`];
};

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: PHONE },
]) {
  for (const locale of ["tr", "en"] as const) {
    test(`no serious or critical axe violations and no horizontal scroll (${locale}, ${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport.size);
      for (const path of pages(locale)) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
        expect(serious).toEqual([]);
        expect(await hasHorizontalScroll(page), `${path} scrolls sideways`).toBe(false);
      }
    });
  }
}
