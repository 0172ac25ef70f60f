import { parseArgs } from "node:util";
import { activateAdminUserOperation, deactivateAdminUserOperation } from "@/lib/admin-users/activation";
import { createPrismaClient } from "@/lib/db";
import { requireDatabaseUrl, runCli } from "./cli";
import { writeFromCommand } from "@/lib/database/command-write";

const USAGE = "Usage: npm run admin:deactivate -- <email> | npm run admin:activate -- <email>";

/** The refusals of the write path, as the operator reads them. */
const MESSAGES: Record<string, (email: string) => string> = {
  notFound: (email) => `No administrator has the e-mail ${email}`,
  alreadyInactive: (email) => `The administrator ${email} is inactive already`,
  alreadyActive: (email) => `The administrator ${email} is active already`,
  lastActiveAdmin: (email) =>
    `${email} is the last active administrator and cannot be deactivated: create or activate another one first`,
};

const sessions = (count: number) => `${count} open session${count === 1 ? "" : "s"}`;

// npm run admin:deactivate -- <email> | npm run admin:activate -- <email>
runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command, email, ...extra] = positionals;
  if ((command !== "deactivate" && command !== "activate") || !email || extra.length > 0) throw new Error(USAGE);
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    if (command === "deactivate") {
      const result = await writeFromCommand(db, "admin:deactivate", deactivateAdminUserOperation({ email }));
      if (!result.ok) throw new Error(MESSAGES[result.error]?.(email) ?? result.error);
      console.log(`Deactivated admin ${result.value.email} (${sessions(result.value.endedSessions)} ended)`);
    } else {
      const result = await writeFromCommand(db, "admin:activate", activateAdminUserOperation({ email }));
      if (!result.ok) throw new Error(MESSAGES[result.error]?.(email) ?? result.error);
      console.log(`Activated admin ${result.value.email}`);
    }
  } finally {
    await db.$disconnect();
  }
});
