import { ensureInitialAdmin, type InitialAdmin } from "@/lib/admin-users/mutations";
import { adminPath } from "@/lib/admin/paths";
import { createPrismaClient } from "@/lib/db";
import { absoluteUrl } from "@/lib/site/url";
import { migrate } from "./migrations";
import { isDatabaseEmpty, seedDatabase } from "./seed";

export interface PrepareOptions {
  /** Seed the demo content when the database holds no language yet. */
  seedWhenEmpty: boolean;
  admin: { email?: string; password?: string };
  log: (line: string) => void;
}

export interface Prepared {
  /** The database was new (empty, then seeded). */
  seeded: boolean;
  /** The administrator this start created, if any: its one-time password is the caller's to print. */
  admin: InitialAdmin;
}

/** What every start does before serving: migrate, maybe seed, and make sure an administrator exists. */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions): Promise<Prepared> {
  await migrate(databaseUrl, { log: (line) => options.log(`database: ${line}`) });
  const db = createPrismaClient(databaseUrl);
  try {
    const seeded = options.seedWhenEmpty && (await isDatabaseEmpty(db));
    if (seeded) {
      await seedDatabase(db);
      options.log("database: seeded the demo content");
    }
    const admin = await ensureInitialAdmin(db, options.admin);
    if (admin.created && !admin.generatedPassword)
      options.log(`Created the administrator ${admin.email} from ADMIN_EMAIL.`);
    return { seeded, admin };
  } finally {
    await db.$disconnect();
  }
}

/**
 * The block that hands a generated password over, printed once and last (after the build and the
 * server's own lines), framed so it stands out of the log; undefined when no password was generated.
 */
export function initialAdminNotice(admin: InitialAdmin): string | undefined {
  if (!admin.created || !admin.generatedPassword) return undefined;
  const lines = [
    `Sign in to the admin panel at ${absoluteUrl(adminPath("tr"))}`,
    `  e-mail:   ${admin.email}`,
    `  password: ${admin.generatedPassword}`,
    "This password is shown only this once: keep it now, and change it",
    "on the admin panel's account page after signing in.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return ["", rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ""].join("\n");
}
