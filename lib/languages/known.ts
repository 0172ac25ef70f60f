import type { DbTransaction } from "@/lib/db";

/**
 * Whether the site has every one of these languages: texts saved for a language it does not have
 * (deleted while a form was open) would be kept for nothing, so the saves that name languages refuse them.
 */
export async function allLanguagesKnown(tx: DbTransaction, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return true;
  const known = await tx.language.count({ where: { code: { in: [...new Set(codes)] } } });
  return known === new Set(codes).size;
}
