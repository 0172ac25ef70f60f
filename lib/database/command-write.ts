import type { z } from "zod";
import { systemActor } from "@/lib/auth/actor";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { refreshOutsideNext } from "./cache-refresh";
import { write, type WriteOperation } from "./write";

export type CommandResult<Value> = { ok: true; value: Value } | { ok: false; error: string };

/**
 * A write from the command line (api-token:*, admin:deactivate, …): the operator is the actor, the
 * scripts bring their own database client, and a refusal is one code or field message to print.
 */
export async function writeFromCommand<Schema extends z.ZodType, Value>(
  db: PrismaClient,
  command: string,
  operation: WriteOperation<Schema, Value>,
): Promise<CommandResult<Value>> {
  const result = await write(systemActor(command), operation, { refresh: refreshOutsideNext, db });
  if (result.ok) return { ok: true, value: result.value };
  return {
    ok: false,
    error: result.error === "invalid" ? (Object.values(result.fieldErrors)[0] ?? "Invalid input") : result.error,
  };
}
