import { parseArgs } from "node:util";
import { migrate } from "@/lib/database/migrations";
import { requireDatabaseUrl, runCli } from "./cli";

// npm run db:migrate [-- --dir path/to/migrations]
runCli(async () => {
  const { values } = parseArgs({ options: { dir: { type: "string" } } });
  const applied = await migrate(requireDatabaseUrl(), { dir: values.dir, log: (line) => console.log(line) });
  console.log(applied.length === 0 ? "No pending migrations." : `Applied ${applied.length} migration(s).`);
});
