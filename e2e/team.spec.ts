import { expect, test, type Page } from "@playwright/test";
import type { SeedTeamMember } from "@/lib/database/seed-content";
import { seedTeam } from "@/lib/database/seed-data";

/** The texts each language's team page must show (messages "Team"). */
const CASES = [
  {
    locale: "tr",
    path: "/ekibimiz",
    title: "Ekibimiz",
    loading: "Ekip bilgileri yükleniyor...",
    close: "Kapat",
    education: "Eğitim",
    expertise: "Uzmanlık Alanları",
    biography: "Biyografi",
  },
  {
    locale: "en",
    path: "/en/ekibimiz",
    title: "Our Team",
    loading: "Loading the team...",
    close: "Close",
    education: "Education",
    expertise: "Areas of Expertise",
    biography: "Biography",
  },
] as const;

/** Seeded members are all active; the page lists them by order (then by insertion, i.e. id). */
function membersOf(locale: string): SeedTeamMember[] {
  const members: SeedTeamMember[] = seedTeam[locale as keyof typeof seedTeam] ?? [];
  return [...members].sort((a, b) => a.order - b.order);
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const texts of CASES) {
  test.describe(`team page (${texts.locale})`, () => {
    const members = membersOf(texts.locale);

    test("lists the seeded members of this language, in order, with Person structured data", async ({ page }) => {
      expect(members.length).toBeGreaterThan(0);
      const response = await page.goto(texts.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", texts.locale);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      // Closed dialogs are hidden, so the only buttons in main are the cards' name buttons.
      await expect(main.getByRole("button")).toHaveText(members.map((member) => member.name));
      for (const member of members) {
        const card = main
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 2, name: member.name, exact: true }) });
        await expect(card).toHaveCount(1);
        // The card also holds the closed dialog, whose copy of the title is hidden.
        await expect(card.getByText(member.title, { exact: true }).visible()).toBeVisible();
      }
      const otherTitles = CASES.filter((other) => other.locale !== texts.locale)
        .flatMap((other) => membersOf(other.locale).map((member) => member.title))
        .filter((title) => !members.some((member) => member.title === title));
      for (const title of otherTitles) await expect(main.getByText(title, { exact: true })).toHaveCount(0);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const people = jsonLd.flatMap(
        (text) => (JSON.parse(text) as { "@graph"?: { "@type": string; name: string }[] })["@graph"] ?? [],
      );
      expect(people.filter((node) => node["@type"] === "Person").map((node) => node.name)).toEqual(
        members.map((member) => member.name),
      );
    });

    test("the document brings the heading at once; only the cards wait behind the loading state", async ({
      request,
    }) => {
      // The seeded team (its members' dialogs in the page) is more than React sends in line: the cards
      // come after the rest of the document, the loading state showing meanwhile.
      const html = await (await request.get(texts.path)).text();
      const heading = html.indexOf(`<h1>${texts.title}</h1>`);
      const loading = html.indexOf(`<p>${texts.loading}</p>`);
      expect(heading).toBeGreaterThan(-1);
      expect(loading).toBeGreaterThan(heading);
      expect(html.indexOf(`>${members[0]!.name}<`)).toBeGreaterThan(loading);
    });

    test("a card opens a modal named after the member; Esc closes it and focus returns to the card", async ({
      page,
    }) => {
      const member = members[0]!;
      await page.goto(texts.path);
      const opener = page.getByRole("main").getByRole("button", { name: member.name, exact: true });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: member.name, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 2, name: member.name, exact: true })).toBeVisible();
      await expect(dialog.getByText(member.title, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: texts.close, exact: true })).toBeFocused();
      if (member.linkedin)
        await expect(dialog.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
          "href",
          new URL(member.linkedin).toString(),
        );
      if (member.education.length > 0)
        await expect(dialog.getByRole("heading", { level: 3, name: texts.education })).toBeVisible();
      if (member.expertise.length > 0)
        await expect(dialog.getByRole("heading", { level: 3, name: texts.expertise })).toBeVisible();
      if (member.biography)
        await expect(dialog.getByRole("heading", { level: 3, name: texts.biography })).toBeVisible();
      for (const item of [...member.education, ...member.expertise])
        await expect(dialog.getByRole("listitem").filter({ hasText: item }).first()).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("the keyboard opens a card, the close button closes it, and page scroll is locked only meanwhile and then restored", async ({
      page,
    }) => {
      const member = members[members.length - 1]!;
      await page.goto(texts.path);
      const overflowBefore = await bodyOverflow(page);
      const opener = page.getByRole("main").getByRole("button", { name: member.name, exact: true });
      // Scrolled down first, with the card still in view (so focusing it scrolls nothing).
      await opener.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
      expect(await scrollY(page)).toBeGreaterThan(0);
      await expect(opener).toBeInViewport();
      const scrolledTo = await scrollY(page);
      await opener.focus();
      expect(await scrollY(page)).toBe(scrolledTo);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: member.name, exact: true });
      await expect(dialog).toBeVisible();
      await expect.poll(() => bodyOverflow(page)).toBe("hidden");

      await dialog.getByRole("button", { name: texts.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect.poll(() => bodyOverflow(page)).toBe(overflowBefore);
      expect(await scrollY(page)).toBe(scrolledTo);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolledTo);
    });
  });
}

test("the cards take the loading state's place without moving what is on the screen, on a phone and a desktop", async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(CASES[0].path);
    await expect(page.getByRole("main").getByRole("button").first()).toBeVisible();
    // The shifts since the page began (buffered), once its fonts are in and two frames are drawn.
    const shifted = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: "layout-shift", buffered: true });
      return observer
        .takeRecords()
        .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    });
    expect(shifted, `${viewport.width}x${viewport.height}`).toBeLessThan(0.02);
  }
});

test.describe("team page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("has no horizontal scroll, and the modal fits the screen", async ({ page }) => {
    const member = membersOf("tr")[0]!;
    await page.goto("/ekibimiz");
    await expect(page.getByRole("heading", { level: 1, name: "Ekibimiz" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("main").getByRole("button", { name: member.name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: member.name, exact: true });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
