import { parseArgs } from "node:util";
import { createPrismaClient } from "@/lib/db";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { requireDatabaseUrl, runCli } from "./cli";
import { promptHidden } from "./prompt";

// npm run admin:create -- --email E [--password P]
runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  if (!values.email) throw new Error("Usage: npm run admin:create -- --email E [--password P]");
  const password = values.password ?? (await promptHidden("Password: "));
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const result = await createAdminUser(db, { email: values.email, password });
    if (!result.ok) throw new Error(result.error);
    console.log(`Created admin ${result.email}`);
  } finally {
    await db.$disconnect();
  }
});
