import { expect, test, type Page } from "@playwright/test";
import { seedCategories, seedTeam } from "@/lib/database/seed-data";
import { prefixedPath } from "@/lib/i18n/routing";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { paths } from "@/lib/site/paths";
import { slugify } from "@/lib/text/slug";
import { cleanUpRun, createTopicInForm, formReady, runId, signedInAdmin } from "./admin-helpers";
import { PHONE, PLAIN_CATEGORY } from "./helpers";

test.describe.configure({ mode: "serial" });

/**
 * The legal review trail: a topic reviewed longer ago than its interval is on the dashboard,
 * publishing one with no review asks first, and the public article names its review (text and JSON-LD).
 */
const RUN = runId();
const category = seedCategories.tr[PLAIN_CATEGORY]!;
const reviewer = seedTeam.tr[0]!;
const author = seedTeam.tr[1]!;
const REVIEWED = `İncelenmiş Makale ${RUN}`;
const UNREVIEWED = `İncelemesiz Makale ${RUN}`;

/** The firm's day `months` months before today (a day of the month up to 28, so every month has it), as a date input takes it. */
function firmDayAgo(months: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE }).format(new Date());
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const past = new Date(Date.UTC(year, month - 1 - months, Math.min(day, 28)));
  return past.toISOString().slice(0, 10);
}
const REVIEW_DAY = firmDayAgo(13);
/** How the Turkish pages write that day. */
const reviewDayText = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(`${REVIEW_DAY}T12:00:00Z`),
);

test.afterAll(async ({ browser }) => {
  await cleanUpRun(browser, RUN, ["tr"]);
});

async function newTopicForm(page: Page, title: string) {
  await page.goto("/admin/contents/new?lang=tr");
  await formReady(page);
  await page.getByLabel("Başlık *").fill(title);
  await page.getByLabel("Kategori *").selectOption({ label: category.title });
  await page.getByRole("textbox", { name: "İçerik metni *" }).click();
  await page.keyboard.type("Faydalı model başvurusunun adımları.");
  await expect(page.locator('input[name="body"]')).toHaveValue("<p>Faydalı model başvurusunun adımları.</p>");
}

test("a topic reviewed 13 months ago with a 12-month interval is listed on the dashboard as overdue", async ({
  browser,
}) => {
  const page = await signedInAdmin(browser);
  await newTopicForm(page, REVIEWED);
  await page.getByLabel("Yazar", { exact: true }).selectOption({ label: author.name });
  const review = page.getByRole("group", { name: "Hukuki inceleme" });
  await review.getByLabel("İnceleyen", { exact: true }).selectOption({ label: reviewer.name });
  await review.getByLabel("İnceleme tarihi").fill(REVIEW_DAY);
  await expect(review.getByLabel("İnceleme aralığı (ay)")).toHaveValue("12");
  await expect(review.getByText(/^Sonraki inceleme: /)).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath("review-fields-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // A review is recorded: publishing asks nothing.
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  await page.goto("/admin/dashboard");
  const due = page.getByRole("region", { name: "İncelemesi gelen makaleler" });
  const item = due.getByRole("listitem").filter({ hasText: REVIEWED });
  await expect(item).toContainText("Gecikti:");
  await page.screenshot({ path: test.info().outputPath("dashboard.png"), fullPage: true });
  await item.getByRole("link", { name: REVIEWED }).click();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+$/);
  await expect(page.getByLabel("İnceleme tarihi")).toHaveValue(REVIEW_DAY);
  await expect(page.getByLabel("Yazar", { exact: true }).locator("option:checked")).toHaveText(author.name);
  await page.context().close();
});

test("publishing a topic with no review asks first; 'İncelemesiz yayınla' publishes it", async ({ browser }) => {
  const page = await signedInAdmin(browser);
  await createTopicInForm(page, "tr", {
    category: category.title,
    title: UNREVIEWED,
    body: "Henüz incelenmedi.",
    published: false,
  });
  await formReady(page);
  const question = page.getByRole("dialog", { name: "Bu makale için inceleme kaydı yok" });
  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(question).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("question.png") });
  // "Fill in the review": the dialog closes on the first empty field of the review.
  await question.getByRole("button", { name: "İnceleme bilgilerini gir" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByLabel("İnceleyen", { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/contents\/\d+\?saved=\d+&as=draft$/);

  await page.getByRole("button", { name: "Yayınla", exact: true }).click();
  await question.getByRole("button", { name: "İncelemesiz yayınla" }).click();
  await expect(page).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);
  await page.goto(prefixedPath("tr", paths.topic(category.slug, slugify(UNREVIEWED))));
  await expect(page.getByRole("heading", { level: 1, name: UNREVIEWED })).toBeVisible();
  await expect(page.getByTestId("topic-review")).toContainText("Yayınlanma tarihi");
  await expect(page.getByTestId("topic-review")).not.toContainText("Son hukuki inceleme");
  await page.context().close();
});

test("the public article shows its author and review, each linked to the team page, and says so in JSON-LD", async ({
  page,
}) => {
  await page.goto(prefixedPath("tr", paths.topic(category.slug, slugify(REVIEWED))));
  await expect(page.getByRole("heading", { level: 1, name: REVIEWED })).toBeVisible();
  const review = page.getByTestId("topic-review");
  await expect(review).toContainText(new RegExp(`Son hukuki inceleme\\s*${reviewDayText}`));
  const link = review.getByRole("link", { name: reviewer.name });
  await expect(link).toHaveAttribute("href", new RegExp(`^${paths.team}#member-\\d+$`));
  const anchor = ((await link.getAttribute("href")) ?? "").split("#")[1]!;
  await expect(review).toContainText(new RegExp(`Yazar\\s*${author.name}`));
  const authorLink = review.getByRole("link", { name: author.name });
  await expect(authorLink).toHaveAttribute("href", new RegExp(`^${paths.team}#member-\\d+$`));

  const articles = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  const article = articles.find((data) => data["@type"] === "Article");
  expect(article).toMatchObject({
    lastReviewed: REVIEW_DAY,
    reviewedBy: {
      "@type": "Person",
      name: reviewer.name,
      url: expect.stringMatching(new RegExp(`/ekibimiz#${anchor}$`)),
    },
    author: {
      "@type": "Person",
      name: author.name,
      url: expect.stringMatching(/\/ekibimiz#member-\d+$/),
      worksFor: { "@type": "Organization", name: "Bursa Patent" },
    },
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath("article-phone.png") });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${paths.team}#${anchor}$`));
  await expect(page.locator(`#${anchor}`)).toContainText(reviewer.name);
});
