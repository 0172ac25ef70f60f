"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runSaveAction } from "@/lib/admin/actions";
import { formAdminLang, formText } from "@/lib/admin/forms";
import { adminPath } from "@/lib/admin/paths";
import { firmFormValuesFrom, firmInputFrom, type FirmFormState } from "./form";
import { saveFirmSettings } from "./mutations";

/** Saves the firm's settings, unless someone saved them since the form was loaded. */
export async function saveFirmSettingsAction(_previous: FirmFormState, formData: FormData): Promise<FirmFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = firmFormValuesFrom(formData);
  // The record exists once saved; a form shown without it (no version) creates it.
  const loaded = Number(formText(formData, "updatedAt"));
  const version = loaded > 0 ? { updatedAt: new Date(loaded) } : undefined;
  return runSaveAction(
    values,
    saveFirmSettings(firmInputFrom(values), version),
    () => `${adminPath(formAdminLang(formData), "/site")}?saved=1`,
  );
}
