import { getTranslations } from "next-intl/server";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { fieldLabel } from "./labels";
import styles from "./Revisions.module.css";

type Query = Record<string, string | string[] | undefined>;

const ENTITY_ERRORS = {
  category: "Admin.categories.errors",
  topic: "Admin.contents.errors",
  teamMember: "Admin.team.errors",
};

/**
 * Why a restore or an undo was refused, from the query its action came back with: the field and its
 * reason in the admin's language (the history's own reasons first, then the entity form's).
 */
export async function FailureNotice({
  query,
  entity,
  heading,
}: {
  query: Query;
  entity: PublishedEntity | undefined;
  heading: "restore" | "undo";
}) {
  const code = typeof query.failed === "string" ? query.failed : "";
  if (!code) return null;
  const t = await getTranslations("Admin.revisions");
  const reason = await reasonText(code, entity);
  const field = typeof query.field === "string" ? fieldLabel(t, query.field) : "";
  const prefix = heading === "undo" ? "deleted." : "";
  const text = field
    ? t(`${prefix}failedField` as "failedField", { field, reason })
    : t(`${prefix}failed` as "failed", { reason });
  return (
    <p role="alert" className={styles.failure}>
      {text}
    </p>
  );
}

async function reasonText(code: string, entity: PublishedEntity | undefined): Promise<string> {
  const own = await getTranslations("Admin.revisions.reasons");
  if (own.has(code as "saveFailed")) return own(code as "saveFailed");
  if (entity) {
    const errors = await getTranslations(ENTITY_ERRORS[entity] as "Admin.categories.errors");
    if (errors.has(code as "saveFailed")) return errors(code as "saveFailed");
  }
  return own("saveFailed");
}
