import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import type { BulkPublishOutcome } from "./bulk";
import type { PublishedEntity } from "./intent";

/**
 * A bulk publish's outcome carried back to its list in the address (as a save's `saved=…`), and
 * its toast: how many were published, and each refused one by name with why.
 */
type Query = Record<string, string | string[] | undefined>;

export const BULK_OUTCOME_PARAMS = [
  "bulkPublished",
  "bulkSkipped",
  "bulkRefused",
  "bulkRefusedMore",
  "bulkAt",
] as const;

/** The refusals named one by one; the rest are counted, so the address stays short. */
const NAMED_REFUSALS = 10;

const REASON_CODE = /^[A-Za-z]{1,40}$/;

export function bulkOutcomeQuery({ published, skipped, refused }: BulkPublishOutcome): URLSearchParams {
  // Each outcome its own address, even with the same counts as the last: the list starts again
  // (its selection cleared, its question closed) and the toast shows again.
  const query = new URLSearchParams({ bulkPublished: String(published.length), bulkAt: Date.now().toString(36) });
  if (skipped.length) query.set("bulkSkipped", String(skipped.length));
  const named = refused.slice(0, NAMED_REFUSALS);
  if (named.length) query.set("bulkRefused", named.map(({ id, reason }) => `${id}~${reason}`).join("."));
  if (refused.length > named.length) query.set("bulkRefusedMore", String(refused.length - named.length));
  return query;
}

const single = (value: string | string[] | undefined): string => (typeof value === "string" ? value : "");
const count = (value: string | string[] | undefined): number => {
  const text = single(value);
  return /^\d{1,4}$/.test(text) ? Number(text) : 0;
};

/** The refusals as the address carries them; anything else in it (a tampered link) is left out. */
function refusalsOf(query: Query): { id: number; reason: string }[] {
  return single(query.bulkRefused)
    .split(".")
    .slice(0, NAMED_REFUSALS)
    .map((part) => part.split("~"))
    .filter(([id, reason]) => /^\d{1,9}$/.test(id ?? "") && REASON_CODE.test(reason ?? ""))
    .map(([id, reason]) => ({ id: Number(id), reason: reason! }));
}

async function namesOf(entity: PublishedEntity, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const where = { id: { in: ids } };
  const rows =
    entity === "teamMember"
      ? (await db.teamMember.findMany({ where, select: { id: true, name: true } })).map((row) => ({
          id: row.id,
          title: row.name,
        }))
      : entity === "topic"
        ? await db.topic.findMany({ where, select: { id: true, title: true } })
        : await db.category.findMany({ where, select: { id: true, title: true } });
  return new Map(rows.map((row) => [row.id, row.title]));
}

const ERRORS_OF: Record<PublishedEntity, "Admin.contents.errors" | "Admin.categories.errors" | "Admin.team.errors"> = {
  category: "Admin.categories.errors",
  topic: "Admin.contents.errors",
  teamMember: "Admin.team.errors",
};

/** The toast of a bulk publish on its list, or "" when the page shows no such outcome. */
export async function bulkPublishMessage(entity: PublishedEntity, query: Query): Promise<string> {
  if (query.bulkPublished === undefined) return "";
  const t = await getTranslations("Admin.bulkPublish");
  const entityErrors = await getTranslations(ERRORS_OF[entity]);
  // A field's own code (a title left empty) reads as the form says it; codes with details of their own are ours.
  const reason = (code: string) =>
    t.has(`reasons.${code}`)
      ? t(`reasons.${code}` as "reasons.failed")
      : entityErrors.has(code)
        ? entityErrors(code as never)
        : t("reasons.invalid");
  const refusals = refusalsOf(query);
  const names = await namesOf(
    entity,
    refusals.map((refusal) => refusal.id),
  );
  const parts = [t("published", { count: count(query.bulkPublished) })];
  const skipped = count(query.bulkSkipped);
  if (skipped) parts.push(t("skipped", { count: skipped }));
  for (const { id, reason: code } of refusals)
    parts.push(t("refused", { name: names.get(id) ?? `#${id}`, reason: reason(code) }));
  const more = count(query.bulkRefusedMore);
  if (more) parts.push(t("refusedMore", { count: more }));
  return parts.join(" ");
}
