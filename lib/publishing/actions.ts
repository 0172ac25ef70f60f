"use server";

import { redirect, RedirectType } from "next/navigation";
import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formAdminLang, formEditedVersion, formText } from "@/lib/admin/forms";
import { adminPath, type RecordSection } from "@/lib/admin/paths";
import { PUBLISHED_ENTITIES, type PublishedEntity } from "./intent";
import { discardDraft } from "./mutations";

const SECTIONS: Record<PublishedEntity, RecordSection> = {
  category: "categories",
  topic: "contents",
  teamMember: "team",
};

const isPublishedEntity = (value: string): value is PublishedEntity =>
  (PUBLISHED_ENTITIES as readonly string[]).includes(value);

/** "Değişiklikleri at" on a category, topic or team member form: back to the form, showing the live version. */
export async function discardDraftAction(formData: FormData): Promise<void> {
  if (!isFormData(formData)) return;
  const entity = formText(formData, "entity");
  const edited = formEditedVersion(formData);
  if (!isPublishedEntity(entity) || !edited) return;
  const result = await writeAsAdmin(discardDraft(entity, edited), "Discard");
  const outcome =
    result !== "failed" && result.ok
      ? "discarded=1"
      : `discardFailed=${result === "failed" ? "saveFailed" : result.error}`;
  redirect(
    `${adminPath(formAdminLang(formData), `/${SECTIONS[entity]}/${edited.id}`)}?${outcome}`,
    RedirectType.replace,
  );
}
