import { ensureInitialAdmin } from "@/lib/admin-users/mutations";
import { createPrismaClient } from "@/lib/db";
import { migrate } from "./migrations";
import { isDatabaseEmpty, seedDatabase } from "./seed";

export interface PrepareOptions {
  /** Seed the demo content when the database holds no language yet. */
  seedWhenEmpty: boolean;
  admin: { email?: string; password?: string };
  log: (line: string) => void;
}

/**
 * What every start does before serving: migrate, maybe seed, and make sure an administrator exists.
 * Returns whether the database was new (empty, then seeded).
 */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions): Promise<{ seeded: boolean }> {
  await migrate(databaseUrl, { log: (line) => options.log(`database: ${line}`) });
  const db = createPrismaClient(databaseUrl);
  try {
    const seeded = options.seedWhenEmpty && (await isDatabaseEmpty(db));
    if (seeded) {
      await seedDatabase(db);
      options.log("database: seeded the demo content");
    }
    const admin = await ensureInitialAdmin(db, options.admin);
    if (admin.created && admin.generatedPassword) {
      options.log(
        `\nCreated the administrator ${admin.email} with the password: ${admin.generatedPassword}\n(shown only this once; sign in at /admin)\n`,
      );
    } else if (admin.created) {
      options.log(`Created the administrator ${admin.email} from ADMIN_EMAIL.`);
    }
    return { seeded };
  } finally {
    await db.$disconnect();
  }
}
