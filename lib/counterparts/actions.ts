"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runWriteAction, writeAsAdmin } from "@/lib/admin/actions";
import { formAdminLang, formId, formText } from "@/lib/admin/forms";
import { redirect } from "next/navigation";
import { adminPath } from "@/lib/admin/paths";
import { ENTITY_SECTIONS } from "@/lib/admin/sections";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { copyAllMissing } from "./copy-missing";
import {
  copyMissingError,
  missingVersionError,
  type CopyMissingState,
  type CounterpartLinkState,
  type MissingVersionState,
} from "./form";
import { createMissingVersion, type CreatedVersion, type missingVersionSchema } from "./missing-version";
import { COUNTERPART_ENTITIES, linkCounterparts, unlinkCounterpart, type CounterpartEntity } from "./mutations";

function entityOf(formData: FormData): CounterpartEntity | undefined {
  const entity = formText(formData, "entity");
  return COUNTERPART_ENTITIES.find((known) => known === entity);
}

/** Back to the edit page's counterparts panel, saying what happened. */
const backToPanel = (formData: FormData, entity: CounterpartEntity, id: number, outcome: string) => () =>
  `${adminPath(formAdminLang(formData), `/${ENTITY_SECTIONS[entity]}/${id}`)}?${outcome}#counterparts-title`;

/** Links an existing row of another language to this one as its counterpart. */
export async function linkCounterpartAction(
  _previous: CounterpartLinkState,
  formData: FormData,
): Promise<CounterpartLinkState> {
  if (!isFormData(formData)) return { status: "error", error: "linkFailed" };
  const entity = entityOf(formData);
  const id = formId(formData, "id");
  if (!entity || !id) return { status: "error", error: "notFound" };
  return runWriteAction(
    linkCounterparts(entity, id, formId(formData, "otherId")),
    "linkFailed",
    backToPanel(formData, entity, id, "linked=1"),
  );
}

/** Takes a counterpart out of this row's group (neither row is changed otherwise). */
export async function unlinkCounterpartAction(
  _previous: CounterpartLinkState,
  formData: FormData,
): Promise<CounterpartLinkState> {
  if (!isFormData(formData)) return { status: "error", error: "linkFailed" };
  const entity = entityOf(formData);
  const id = formId(formData, "id");
  if (!entity || !id) return { status: "error", error: "notFound" };
  return runWriteAction(
    unlinkCounterpart(entity, id, formId(formData, "counterpartId")),
    "linkFailed",
    backToPanel(formData, entity, id, "unlinked=1"),
  );
}

/** The new version's edit form, to review it: it says it was made inactive, and names a category made along. */
const toReview = (formData: FormData) => (created: CreatedVersion) => {
  const query = new URLSearchParams({
    created: "1",
    ...(created.createdCategoryId ? { category: String(created.createdCategoryId) } : {}),
  });
  return `${adminPath(formAdminLang(formData), `/${ENTITY_SECTIONS[created.entity]}/${created.id}`)}?${query}`;
};

/** The coverage view's one click: the missing version in a language, copied from the source, inactive until reviewed. */
export async function createMissingVersionAction(
  _previous: MissingVersionState,
  formData: FormData,
): Promise<MissingVersionState> {
  if (!isFormData(formData)) return { status: "error", error: "createFailed" };
  const entity = entityOf(formData);
  if (!entity) return { status: "error", error: "notFound" };
  const operation = createMissingVersion(entity, formId(formData, "sourceId"), formText(formData, "languageCode"));
  const refused = await runWriteAction<typeof missingVersionSchema, CreatedVersion, string>(
    operation,
    "createFailed",
    toReview(formData),
  );
  return missingVersionError(refused.error);
}

/**
 * The coverage view's "copy everything missing" of one language: every missing category, topic and
 * team member copied from the Turkish ones in one step, inactive; back to the view, which says how many.
 */
export async function copyAllMissingAction(_previous: CopyMissingState, formData: FormData): Promise<CopyMissingState> {
  if (!isFormData(formData)) return { status: "error", error: "copyFailed" };
  const languageCode = formText(formData, "languageCode");
  const result = await writeAsAdmin(copyAllMissing(languageCode, DEFAULT_LOCALE), "Copy");
  if (result === "failed") return { status: "error", error: "copyFailed" };
  if (!result.ok) return copyMissingError(result.error, result.fieldErrors);
  const { categories, topics, teamMembers } = result.value;
  const query = new URLSearchParams({
    copied: languageCode,
    categories: String(categories),
    topics: String(topics),
    team: String(teamMembers),
  });
  redirect(`${adminPath(formAdminLang(formData), "/coverage")}?${query}`);
}
