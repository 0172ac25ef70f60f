import { describe, expect, it } from "vitest";
import { describeImportFailure } from "@/lib/site-data/import";

/** What `npm run db:import` says when the database did not finish the write: words, never Prisma's text. */
const prismaError = (code: string, originalCode?: string) =>
  Object.assign(new Error("Transaction API error: A query cannot be executed on an expired transaction."), {
    code,
    meta: originalCode ? { driverAdapterError: { cause: { originalCode } } } : { timeout: 15000 },
  });

describe("an import the database did not finish", () => {
  it.each([
    ["the transaction's time ran out", prismaError("P2028")],
    ["a statement's timeout cancelled it", prismaError("P2039", "57014")],
    ["a lock was not granted in time", prismaError("P2039", "55P03")],
  ])("is told as out of time when %s", (_what, error) => {
    expect(describeImportFailure(error)).toBe(
      "the database did not finish the import in the time one write may take, so nothing was written; import a smaller file, or try again when the database is less busy",
    );
  });

  it("names any other failure by its codes only", () => {
    const failure = describeImportFailure(prismaError("P2010", "42P01"));
    expect(failure).toBe(
      "the database stopped the import (error P2010, 42P01), so nothing was written; check that DATABASE_URL names a database migrated with npm run db:migrate, and try again",
    );
    expect(describeImportFailure(new Error("boom"))).not.toContain("boom");
  });
});
