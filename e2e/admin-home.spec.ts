import { expect, test } from "@playwright/test";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createPrismaClient } from "@/lib/db";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths, teamMemberAnchor } from "@/lib/site/paths";
import { createTeamMember, deleteTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { e2eDatabaseUrl, runId } from "./admin-helpers";
import { writeElsewhere, writtenElsewhere } from "./live";

/**
 * The home page as the firm's front door, fed by what the admin publishes: a new team member with a
 * photo is among the people it shows, and a new article leads its latest articles with its date,
 * reading time, author and legal reviewer, who also stands with their photo in the article's expert box.
 * In German, which the e2e data serves with no team and no articles: the seeded ones of Turkish
 * would fill the places (the home page shows three people, three articles).
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const MEMBER = {
  name: `Dr. Anna Berg ${RUN}`,
  title: "Patentanwältin",
  shortDescription: "Patente und Gebrauchsmuster",
};
const CATEGORY = { title: `Aktuelles ${RUN}`, slug: `aktuelles-${RUN}` };
/** 600 words: three minutes at 200 words a minute. */
const BODY = `<p>${Array.from({ length: 600 }, (_, index) => (index % 7 === 0 ? "Patent" : "Schutz")).join(" ")}</p>`;
const TOPIC = { title: `Neuer Beitrag ${RUN}`, slug: `neuer-beitrag-${RUN}`, body: BODY };
const de = (path: string) => prefixedPath("de", path);

let memberId = 0;
let categoryId = 0;

test.beforeAll(async () => {
  // A seeded portrait of the library, as the admin's photo picker gives it.
  const db = createPrismaClient(e2eDatabaseUrl());
  const portrait = await db.teamMember.findFirstOrThrow({
    where: { languageCode: "tr", image: { startsWith: "/media/" } },
    select: { image: true },
  });
  await db.$disconnect();
  const member = await writtenElsewhere(
    createTeamMember({ languageCode: "de", ...MEMBER, image: portrait.image, isActive: true }),
  );
  memberId = member.value.id;
  const category = await writtenElsewhere(createCategory({ languageCode: "de", ...CATEGORY, isActive: true }));
  categoryId = category.value.id;
  await writtenElsewhere(
    createTopic({
      languageCode: "de",
      categoryId,
      ...TOPIC,
      isActive: true,
      authorId: memberId,
      reviewedById: memberId,
      reviewedAt: new Date().toISOString(),
    }),
  );
});

test.afterAll(async () => {
  if (categoryId) await writeElsewhere(deleteCategory(categoryId));
  if (memberId) await writeElsewhere(deleteTeamMember(memberId));
});

test("a new article is among the home page's latest articles, with its author, date, reading time and reviewer", async ({
  page,
}) => {
  await page.goto(de(paths.home));
  const latest = page.getByRole("region", { name: "Neueste Beiträge" }).getByRole("listitem");
  const item = latest.filter({ hasText: TOPIC.title });
  await expect(item.getByRole("link")).toHaveText(TOPIC.title);
  await expect(item.getByRole("link")).toHaveAttribute("href", de(paths.topic(CATEGORY.slug, TOPIC.slug)));
  const today = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(new Date());
  await expect(item).toContainText(CATEGORY.title);
  await expect(item.locator("time")).toHaveText(today);
  await expect(item).toContainText("3 Min. Lesezeit");
  await expect(item).toContainText(`Von ${MEMBER.name}`);
  await expect(item).toContainText(`Geprüft von ${MEMBER.name}`);
  expect(await latest.count()).toBeLessThanOrEqual(3);
});

test("a new team member with a photo is among the people the home page shows, linked to their card", async ({
  page,
}) => {
  await page.goto(de(paths.home));
  const people = page.getByRole("region", { name: "Unsere Fachleute" }).getByRole("listitem");
  const card = people.filter({ hasText: MEMBER.name });
  await expect(card.getByRole("link")).toHaveText(MEMBER.name);
  await expect(card.getByRole("link")).toHaveAttribute("href", `${de(paths.team)}#${teamMemberAnchor(memberId)}`);
  await expect(card).toContainText(MEMBER.title);
  await expect(card.locator("picture img")).toHaveAttribute("src", /\/media\//);
  expect(await people.count()).toBeLessThanOrEqual(3);
  await page.getByRole("link", { name: "Das ganze Team kennenlernen" }).click();
  await expect(page).toHaveURL(de(paths.team));
});

test("the article shows its author and reading time, and its reviewer with their photo in the expert box", async ({
  page,
}) => {
  await page.goto(de(paths.topic(CATEGORY.slug, TOPIC.slug)));
  const review = page.getByTestId("topic-review");
  await expect(review).toContainText("3 Min. Lesezeit");
  await expect(review).toContainText(`Verfasst von${MEMBER.name}`);
  await expect(review.getByRole("link", { name: MEMBER.name }).first()).toHaveAttribute(
    "href",
    `${de(paths.team)}#${teamMemberAnchor(memberId)}`,
  );
  const expert = page.getByRole("complementary", { name: "Benötigen Sie fachkundige Unterstützung?" });
  await expect(expert).toContainText(`Geprüft von ${MEMBER.name}`);
  await expect(expert).toContainText(MEMBER.title);
  await expect(expert.locator("picture img")).toHaveAttribute("src", /\/media\//);
});
