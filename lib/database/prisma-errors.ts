/** Prisma's "unique constraint failed" (P2002), which a form shows as a field error. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Prisma's "record to update or delete does not exist" (P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}

/** The index a unique violation hit (Prisma 7's driver adapters name it), or "" when unknown. */
export function violatedIndex(error: unknown): string {
  const meta = (
    error as { meta?: { driverAdapterError?: { cause?: { constraint?: { index?: unknown } } }; target?: unknown } }
  ).meta;
  const index = meta?.driverAdapterError?.cause?.constraint?.index ?? meta?.target;
  return typeof index === "string" ? index : "";
}

/** A second row of one language under one translationKey (the index "…_translationKey_languageCode_key"). */
export const isCounterpartClash = (error: unknown): boolean =>
  isUniqueViolation(error) && violatedIndex(error).endsWith("_translationKey_languageCode_key");
