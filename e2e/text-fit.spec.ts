import { expect, test } from "@playwright/test";
import { SHIPPED_LOCALES, prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { E2E_INACTIVE_LANGUAGE } from "./constants";

/** Long words of some languages (Russian, German) in the narrow cards of a wide screen stay inside their card. */
test.use({ viewport: { width: 1366, height: 900 } });

for (const lang of SHIPPED_LOCALES.filter((code) => code !== E2E_INACTIVE_LANGUAGE)) {
  test(`the About page's value cards hold their titles (${lang})`, async ({ page }) => {
    await page.goto(prefixedPath(lang, paths.about));
    const titles = page.locator("main ul li h3");
    await expect(titles.first()).toBeVisible();
    const overflowing = await titles.evaluateAll((headings) =>
      headings
        .filter((heading) => {
          const card = heading.closest("li")!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(heading);
          const text = range.getBoundingClientRect();
          return text.right > card.right + 0.5 || heading.scrollWidth > heading.clientWidth + 0.5;
        })
        .map((heading) => heading.textContent),
    );
    expect(overflowing).toEqual([]);
  });
}
