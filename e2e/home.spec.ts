import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { seededTopic, switchLanguage } from "./helpers";

interface Messages {
  Welcome: {
    title: string;
    text: string;
    noContent: string;
    readIn: string;
    more: string;
    blurbs: Record<"patent" | "trademark" | "design" | "legal", { title: string; text: string }>;
  };
  Menu: { label: string; preparing: string };
  Site: { untranslated: string };
}
/** The interface texts shipped for a language (messages/<lang>.json). */
const messages = (lang: string): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as Messages;

const NAV_TR = ["Ana Sayfa", "Kurumsal", "Hizmetlerimiz", "Ekibimiz", "İletişim"];

test("the Turkish home page shows the five nav links and the active Turkish categories", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  for (const label of NAV_TR) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Konu menüsü" });
  for (const category of seedCategories.tr) {
    await expect(menu.getByRole("link", { name: category.title, exact: true })).toHaveAttribute(
      "href",
      `/${category.slug}`,
    );
  }
});

test("the English home page lists the English categories under /en", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const menu = page.getByRole("navigation", { name: "Topic menu" });
  // A category of a service (its Turkish version is at a service's address) is shown on that service's page.
  const services = ["patent", "marka", "tasarim", "hukuki-danismanlik"];
  const serviceOf = (key: string) =>
    seedCategories.tr.find((turkish) => turkish.key === key && services.includes(turkish.slug))?.slug;
  for (const category of seedCategories.en) {
    await expect(menu.getByRole("link", { name: category.title, exact: true })).toHaveAttribute(
      "href",
      `/en/${serviceOf(category.key) ?? category.slug}`,
    );
  }
  await expect(menu.getByRole("link", { name: seedCategories.tr[0]!.title, exact: true })).toHaveCount(0);
});

test("with nothing selected, the content area welcomes with four service blurbs", async ({ page }) => {
  const welcome = messages("tr").Welcome;
  await page.goto("/");
  const section = page.locator("section[aria-labelledby='welcome-title']");
  await expect(section.getByRole("heading", { level: 1 })).toHaveText(welcome.title);
  await expect(section.getByText(welcome.text, { exact: true })).toBeVisible();
  const blurbs = section.getByRole("listitem");
  const keys = ["patent", "trademark", "design", "legal"] as const;
  await expect(blurbs.getByRole("heading", { level: 2 })).toHaveText(keys.map((key) => welcome.blurbs[key].title));
  for (const [index, key] of keys.entries())
    await expect(blurbs.nth(index).getByRole("paragraph")).toHaveText(welcome.blurbs[key].text);
  // Each link named after its service.
  await expect(blurbs.getByRole("link")).toHaveText(
    keys.map((key) => welcome.more.replace("{title}", welcome.blurbs[key].title)),
  );
});

test("a language with no categories shows the menu's 'content is being prepared' state", async ({ page }) => {
  // German is active in the e2e data but has no seeded categories (and the admin tests add none).
  const menu = messages("de").Menu;
  await page.goto("/de");
  const nav = page.getByRole("navigation", { name: menu.label });
  await expect(nav.getByText(menu.preparing, { exact: true })).toBeVisible();
  await expect(nav.getByRole("link")).toHaveCount(0);
});

test("a language with no articles says so and links to the languages that have them", async ({ page }) => {
  const welcome = messages("ru").Welcome;
  await page.goto("/ru");
  const section = page.getByRole("region", { name: welcome.title });
  await expect(section.getByText(welcome.noContent, { exact: true })).toBeVisible();
  await expect(section.getByText(welcome.text, { exact: true })).toHaveCount(0);
  const others = section.getByRole("list", { name: welcome.readIn }).getByRole("link");
  // The e2e data has articles in Turkish and English only (German has none, Azerbaijani is inactive).
  await expect(others).toHaveText(["Türkçe", "English"]);
  await others.filter({ hasText: "English" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("switching to a language without this page's version lands on its home with a notice in that language", async ({
  page,
}) => {
  const { topicPath } = seededTopic("tr");
  await page.goto(topicPath);
  await switchLanguage(page, /Deutsch/);
  await expect(page).toHaveURL(/\/de\?notice=untranslated$/);
  await expect(page.getByRole("status").filter({ hasText: messages("de").Site.untranslated })).toBeVisible();
  // The page itself, without the switch's query, shows no notice.
  await page.goto("/de");
  await expect(page.getByText(messages("de").Site.untranslated)).toHaveCount(0);
});
