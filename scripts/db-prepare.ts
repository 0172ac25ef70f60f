import { initialAdminNotice, prepareDatabase } from "@/lib/database/prepare";
import { readServerEnv } from "@/lib/env";
import { requireDatabaseUrl, runCli } from "./cli";

// npm run db:prepare: what `npm start` does to a database before serving, for setups that start
// the server otherwise (the Docker image runs the server entry, lib/site/server.mjs, directly).
runCli(async () => {
  const env = readServerEnv();
  const { admin } = await prepareDatabase(requireDatabaseUrl(), {
    seedWhenEmpty: true,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    log: (line) => console.log(line),
  });
  const notice = initialAdminNotice(admin);
  if (notice) console.log(notice);
});
