"use server";

import { redirect, RedirectType } from "next/navigation";
import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formAdminLang, formEditedVersion, formId } from "@/lib/admin/forms";
import { adminPath, type AdminLocale } from "@/lib/admin/paths";
import { describeActor } from "@/lib/auth/actor";
import { adminActor } from "@/lib/auth/session";
import type { WriteResult } from "@/lib/database/write";
import { editPage, historyPage } from "./entities";
import { findRevision } from "./queries";
import { restoreRevision } from "./restore";
import { undoDeletion } from "./undo-delete";

/**
 * The history's "Bu sürümü geri yükle" and the deleted items' "Geri al": each authorizes its
 * administrator before reading anything, writes through the write path, then opens the item's form
 * on the restored draft, or comes back saying why not (the refused field and its reason).
 */
type Failed = WriteResult<unknown> | "failed";

function failureQuery(result: Failed): string {
  if (result === "failed") return "failed=saveFailed";
  if (result.ok) return "";
  const [field, reason] = Object.entries(result.fieldErrors)[0] ?? [];
  const query = new URLSearchParams({ failed: result.error === "invalid" && reason ? reason : result.error });
  if (field) query.set("field", field);
  return query.toString();
}

const savedDraft = (lang: AdminLocale, entity: Parameters<typeof editPage>[0], id: number) =>
  `${adminPath(lang, editPage(entity, id))}?saved=${id}&as=draft`;

export async function restoreRevisionAction(formData: FormData): Promise<void> {
  if (!isFormData(formData)) return;
  const lang = formAdminLang(formData);
  const actor = await adminActor();
  if (!actor) redirect(adminPath(lang));
  const revision = await findRevision(formId(formData, "revisionId") ?? 0);
  const version = formEditedVersion(formData);
  if (!revision || !version || revision.entityId !== version.id) redirect(adminPath(lang, "/dashboard"));
  const result = await writeAsAdmin(restoreRevision(revision, version), "Restore", actor);
  if (result !== "failed" && result.ok) redirect(savedDraft(lang, revision.entity, version.id), RedirectType.push);
  const back = historyPage(revision.entity, revision.entityId);
  redirect(`${adminPath(lang, back)}?revision=${revision.id}&${failureQuery(result)}`, RedirectType.replace);
}

export async function undoDeletionAction(formData: FormData): Promise<void> {
  if (!isFormData(formData)) return;
  const lang = formAdminLang(formData);
  const actor = await adminActor();
  if (!actor) redirect(adminPath(lang));
  const revision = await findRevision(formId(formData, "revisionId") ?? 0);
  if (!revision || revision.kind !== "deleted") redirect(`${adminPath(lang, "/deleted")}?failed=notFound`);
  const result = await writeAsAdmin(undoDeletion(revision, describeActor(actor)), "Undo delete", actor);
  if (result !== "failed" && result.ok) redirect(savedDraft(lang, revision.entity, result.value.id));
  redirect(`${adminPath(lang, "/deleted")}?revision=${revision.id}&${failureQuery(result)}`, RedirectType.replace);
}
