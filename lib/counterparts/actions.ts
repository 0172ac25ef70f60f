"use server";

import { redirect } from "next/navigation";
import { refreshPublicContent } from "@/lib/admin/actions";
import { formAdminLang, formId, formText } from "@/lib/admin/forms";
import { adminPath, RECORD_SECTIONS } from "@/lib/admin/paths";
import { getAdminSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { CounterpartLinkState } from "./form";
import { COUNTERPART_ENTITIES, linkCounterparts, unlinkCounterpart, type CounterpartEntity } from "./mutations";

function entityOf(formData: FormData): CounterpartEntity | undefined {
  const entity = formText(formData, "entity");
  return COUNTERPART_ENTITIES.find((known) => known === entity);
}

type PairingError = NonNullable<CounterpartLinkState["error"]>;

/**
 * The steps of both pairing actions: authorize before anything is read, change the pairing of
 * record `id`, refresh the public pages of the languages it touched, back to the edit page.
 */
async function runPairingAction(
  formData: FormData,
  outcome: string,
  change: (entity: CounterpartEntity, id: number) => Promise<string[] | PairingError>,
): Promise<CounterpartLinkState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  const entity = entityOf(formData);
  const id = formId(formData, "id");
  if (!entity || !id) return { status: "error", error: "notFound" };
  let result;
  try {
    result = await change(entity, id);
  } catch (error) {
    console.error("The pairing could not be changed", error);
    return { status: "error", error: "linkFailed" };
  }
  if (!Array.isArray(result)) return { status: "error", error: result };
  refreshPublicContent(result);
  redirect(`${adminPath(formAdminLang(formData), `/${RECORD_SECTIONS[entity]}/${id}`)}?${outcome}#counterparts-title`);
}

/** Links an existing row of another language to this one as its counterpart. */
export async function linkCounterpartAction(_previous: CounterpartLinkState, formData: FormData): Promise<CounterpartLinkState> {
  return runPairingAction(formData, "linked=1", async (entity, id) => {
    const otherId = formId(formData, "otherId");
    if (!otherId) return "chooseOne";
    const result = await linkCounterparts(db, entity, id, otherId);
    return result.ok ? result.languageCodes : result.error;
  });
}

/** Takes a counterpart out of this row's group (neither row is changed otherwise). */
export async function unlinkCounterpartAction(_previous: CounterpartLinkState, formData: FormData): Promise<CounterpartLinkState> {
  return runPairingAction(formData, "unlinked=1", async (entity, id) => {
    const counterpartId = formId(formData, "counterpartId");
    return (counterpartId && (await unlinkCounterpart(db, entity, id, counterpartId))) || "notFound";
  });
}
