import { systemActor } from "@/lib/auth/actor";
import { deleteExpiredContactMessages } from "@/lib/contact-messages/mutations";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { requireDatabaseUrl, runCli } from "./cli";

/** `npm run messages:prune`: deletes contact messages older than the 2 years the privacy page promises. Schedule it daily. */
runCli(async () => {
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const result = await write(systemActor("messages:prune"), deleteExpiredContactMessages(), {
      refresh: refreshOutsideNext,
      db,
    });
    if (!result.ok) throw new Error(`Messages could not be pruned: ${result.error}`);
    console.log(`Deleted ${result.value.deleted} message(s) older than 2 years.`);
  } finally {
    await db.$disconnect();
  }
});
