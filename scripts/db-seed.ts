import { createPrismaClient } from "@/lib/db";
import { seedDatabase } from "@/lib/database/seed";
import { requireDatabaseUrl, runCli } from "./cli";

runCli(async () => {
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    await seedDatabase(db);
    console.log("Seeded (only what was missing was added).");
  } finally {
    await db.$disconnect();
  }
});
