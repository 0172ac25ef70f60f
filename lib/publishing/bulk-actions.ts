"use server";

import { redirect } from "next/navigation";
import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formAdminLang, formText } from "@/lib/admin/forms";
import { adminPath, type RecordSection } from "@/lib/admin/paths";
import { adminActor } from "@/lib/auth/session";
import type { ConfirmActionState } from "@/components/admin/ConfirmButton";
import { bulkIds, isPublishedEntity, publishEach } from "./bulk";
import { BULK_OUTCOME_PARAMS, bulkOutcomeQuery } from "./bulk-outcome";
import type { PublishedEntity } from "./intent";

const SECTIONS: Record<PublishedEntity, RecordSection> = {
  category: "categories",
  topic: "contents",
  teamMember: "team",
};

/** The outcomes of earlier writes the list showed: the new one replaces them. */
const EARLIER_OUTCOMES = ["saved", "as", "deleted", "discarded", "discardFailed", ...BULK_OUTCOME_PARAMS];

/** The list as the admin saw it (its language, filter, page): the path is fixed, only its query comes from the form. */
function listAddress(formData: FormData, entity: PublishedEntity, outcome: URLSearchParams): string {
  const query = new URLSearchParams(formText(formData, "listQuery"));
  for (const name of EARLIER_OUTCOMES) query.delete(name);
  for (const [name, value] of outcome) query.set(name, value);
  return `${adminPath(formAdminLang(formData), `/${SECTIONS[entity]}`)}?${query}`;
}

/**
 * "Seçilenleri yayınla", confirmed: publishes the selected items' working copies, one write each,
 * then shows the list again with what was published and what was refused and why.
 */
export async function bulkPublishAction(_state: ConfirmActionState, formData: FormData): Promise<ConfirmActionState> {
  if (!isFormData(formData)) return { status: "error", error: "failed" };
  const actor = await adminActor();
  if (!actor) return { status: "error", error: "unauthorized" };
  const entity = formText(formData, "entity");
  if (!isPublishedEntity(entity)) return { status: "error", error: "invalid" };
  const ids = bulkIds(formText(formData, "ids"));
  if (typeof ids === "string") return { status: "error", error: ids };
  const outcome = await publishEach(entity, ids, (operation) => writeAsAdmin(operation, "Bulk publish", actor));
  redirect(listAddress(formData, entity, bulkOutcomeQuery(outcome)));
}
