import type { z } from "zod";
import { systemActor } from "@/lib/auth/actor";
import { createCategory } from "@/lib/categories/mutations";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createLanguage } from "@/lib/languages/mutations";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { seedMedia, withSeededMedia, type SeededMedia } from "@/lib/media/seed";
import { refreshOutsideNext } from "./cache-refresh";
import { loadSeedContent, type SeedCategory, type SeedTeamMember } from "./seed-content";
import { write, type WriteOperation } from "./write";

/**
 * Demo content a visitor would believe, written through the write path like any other write. Only
 * adds what is missing (matched by natural keys), so seeding an already seeded database changes
 * nothing, and nothing an editor changed is overwritten.
 */
type Seeder = <Value>(operation: WriteOperation<z.ZodType, Value>) => Promise<Value>;

function seederFor(db: PrismaClient): Seeder {
  const actor = systemActor("seed");
  return async (operation) => {
    const result = await write(actor, operation, { refresh: refreshOutsideNext, db });
    if (!result.ok)
      throw new Error(`Seeding a ${operation.entity} failed: ${result.error} ${JSON.stringify(result.fieldErrors)}`);
    return result.value;
  };
}

export interface SeedOptions {
  /** The languages whose categories, topics and team are seeded (all by default); every language is. */
  contentIn?: readonly string[];
}

export async function seedDatabase(db: PrismaClient, { contentIn }: SeedOptions = {}): Promise<void> {
  const content = loadSeedContent();
  const seeded = <Item>(byLanguage: Record<string, Item>) =>
    Object.entries(byLanguage).filter(([code]) => !contentIn || contentIn.includes(code));
  const seed = seederFor(db);
  const existing = new Set((await db.language.findMany({ select: { code: true } })).map((language) => language.code));
  for (const language of content.languages) {
    if (!existing.has(language.code)) await seed(createLanguage(language));
  }
  // The first version of each item seeded (languages in their order) is the one the others (by `key`)
  // become versions of.
  const versions = new Map<string, number>();
  // First: articles and portraits name its files.
  const media = await seedMedia(db, seed);
  // Then the team: articles name their authors.
  const members = new Map<string, number>();
  for (const [languageCode, list] of seeded(content.team)) {
    for (const member of list) {
      const image = member.image || (media.portraits.get(member.key) ?? "");
      const id = await seedTeamMember(db, seed, versions, languageCode, { ...member, image });
      members.set(memberKey(languageCode, member.key), id);
    }
  }
  for (const [languageCode, categories] of seeded(content.categories)) {
    for (const category of categories)
      await seedCategory(db, seed, { versions, media, members }, languageCode, category);
  }
  if (!(await db.maintenanceSettings.findUnique({ where: { id: 1 } }))) {
    await seed(saveMaintenanceSettings(content.maintenance));
  }
}

/** True when the database holds no language yet: the start command seeds only then. */
export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  return (await db.language.count()) === 0;
}

/** The members seeded, by language and key: a topic's author is one of its own language. */
const memberKey = (languageCode: string, key: string) => `${languageCode}:${key}`;

interface Seeded {
  versions: Map<string, number>;
  media: SeededMedia;
  members: Map<string, number>;
}

async function seedCategory(
  db: PrismaClient,
  seed: Seeder,
  { versions, media, members }: Seeded,
  languageCode: string,
  category: SeedCategory,
) {
  const { topics, key, ...fields } = category;
  const found = await db.category.findUnique({
    where: { languageCode_slug: { languageCode, slug: category.slug } },
    select: { id: true },
  });
  const categoryId =
    found?.id ?? (await seed(createCategory({ ...fields, languageCode }, versions.get(`category:${key}`)))).id;
  if (!versions.has(`category:${key}`)) versions.set(`category:${key}`, categoryId);
  for (const { key: topicKey, author, ...topic } of topics) {
    const foundTopic = await db.topic.findUnique({
      where: { categoryId_slug: { categoryId, slug: topic.slug } },
      select: { id: true },
    });
    const topicId =
      foundTopic?.id ??
      (
        await seed(
          createTopic(
            {
              ...topic,
              body: withSeededMedia(topic.body, media),
              languageCode,
              categoryId,
              authorId: author ? members.get(memberKey(languageCode, author)) : undefined,
            },
            versions.get(`topic:${topicKey}`),
          ),
        )
      ).id;
    if (!versions.has(`topic:${topicKey}`)) versions.set(`topic:${topicKey}`, topicId);
  }
}

/** A member's profiles in several languages are versions of one another (the same person), like a category's. */
async function seedTeamMember(
  db: PrismaClient,
  seed: Seeder,
  versions: Map<string, number>,
  languageCode: string,
  { key, linkedin, ...member }: SeedTeamMember,
) {
  const found = await db.teamMember.findFirst({ where: { languageCode, name: member.name }, select: { id: true } });
  const first = versions.get(`member:${key}`);
  const input = { ...member, languageCode, socialMedia: { linkedin } };
  const id = found?.id ?? (await seed(createTeamMember(input, first))).id;
  if (first === undefined) versions.set(`member:${key}`, id);
  return id;
}
