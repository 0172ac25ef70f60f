import type { PrismaClient } from "@/lib/generated/prisma/client";
import { seedCategories, seedLanguages, seedMaintenance, seedTeam } from "./seed-data";
import type { SeedCategory, SeedTeamMember } from "./seed-types";

/**
 * Demo content a visitor would believe. Only adds what is missing (matched by natural keys), so
 * seeding an already seeded database changes nothing, and nothing an editor changed is overwritten.
 */
export async function seedDatabase(db: PrismaClient): Promise<void> {
  await db.language.createMany({ data: seedLanguages, skipDuplicates: true });
  for (const [languageCode, categories] of Object.entries(seedCategories)) {
    for (const category of categories) await seedCategory(db, languageCode, category);
  }
  for (const [languageCode, members] of Object.entries(seedTeam)) {
    for (const member of members) await seedTeamMember(db, languageCode, member);
  }
  await db.maintenanceSettings.createMany({ data: { id: 1, ...seedMaintenance }, skipDuplicates: true });
}

/** True when the database holds no language yet: the start command seeds only then. */
export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  return (await db.language.count()) === 0;
}

async function seedCategory(db: PrismaClient, languageCode: string, seed: SeedCategory): Promise<void> {
  const { topics, key, ...fields } = seed;
  const category =
    (await db.category.findUnique({ where: { languageCode_slug: { languageCode, slug: seed.slug } } })) ??
    (await db.category.create({ data: { ...fields, languageCode, translationKey: `category:${key}` } }));
  for (const topic of topics) {
    const { key: topicKey, ...topicFields } = topic;
    await db.content.createMany({
      data: { ...topicFields, languageCode, categoryId: category.id, translationKey: `content:${topicKey}` },
      skipDuplicates: true,
    });
  }
}

async function seedTeamMember(db: PrismaClient, languageCode: string, seed: SeedTeamMember): Promise<void> {
  const { key, ...fields } = seed;
  const existing = await db.teamMember.findFirst({ where: { languageCode, name: seed.name } });
  if (!existing) await db.teamMember.create({ data: { ...fields, languageCode } });
  void key;
}
