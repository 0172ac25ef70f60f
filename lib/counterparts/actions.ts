"use server";

import { redirect } from "next/navigation";
import { refreshPublicContent } from "@/lib/admin-actions";
import { formAdminLang, formId, formText } from "@/lib/admin-forms";
import { adminPath } from "@/lib/admin-paths";
import { getAdminSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { CounterpartLinkState } from "./form-state";
import { COUNTERPART_ENTITIES, linkCounterparts, unlinkCounterpart, type CounterpartEntity } from "./mutations";

const SECTIONS = { category: "categories", content: "contents" } as const;

function entityOf(formData: FormData): CounterpartEntity | undefined {
  const entity = formText(formData, "entity");
  return COUNTERPART_ENTITIES.find((known) => known === entity);
}

/** Back to the edit page the panel was on. */
const editPath = (formData: FormData, entity: CounterpartEntity, id: number, outcome: string) =>
  `${adminPath(formAdminLang(formData), `/${SECTIONS[entity]}/${id}`)}?${outcome}#counterparts-title`;

/** Links an existing row of another language to this one as its counterpart. */
export async function linkCounterpartAction(_previous: CounterpartLinkState, formData: FormData): Promise<CounterpartLinkState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  const entity = entityOf(formData);
  const id = formId(formData, "id");
  const otherId = formId(formData, "otherId");
  if (!entity || !id) return { status: "error", error: "notFound" };
  if (!otherId) return { status: "error", error: "chooseOne" };
  let result;
  try {
    result = await linkCounterparts(db, entity, id, otherId);
  } catch (error) {
    console.error("Counterparts could not be linked", error);
    return { status: "error", error: "linkFailed" };
  }
  if (!result.ok) return { status: "error", error: result.error };
  refreshPublicContent(result.languageCodes);
  redirect(editPath(formData, entity, id, "linked=1"));
}

/** Takes a counterpart out of this row's group (neither row is changed otherwise). */
export async function unlinkCounterpartAction(_previous: CounterpartLinkState, formData: FormData): Promise<CounterpartLinkState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  const entity = entityOf(formData);
  const id = formId(formData, "id");
  const counterpartId = formId(formData, "counterpartId");
  if (!entity || !id || !counterpartId) return { status: "error", error: "notFound" };
  let languageCodes;
  try {
    languageCodes = await unlinkCounterpart(db, entity, id, counterpartId);
  } catch (error) {
    console.error("Counterpart could not be unlinked", error);
    return { status: "error", error: "linkFailed" };
  }
  if (!languageCodes) return { status: "error", error: "notFound" };
  refreshPublicContent(languageCodes);
  redirect(editPath(formData, entity, id, "unlinked=1"));
}
