"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runSaveAction } from "@/lib/admin/actions";
import { formAdminLang, formText } from "@/lib/admin/forms";
import { adminPath } from "@/lib/admin/paths";
import { maintenanceFormValuesFrom, maintenanceInputFrom, type MaintenanceFormState } from "./form";
import { saveMaintenanceSettings } from "./mutations";

/** Saves the settings (and, from the toggle, switches the mode with them), unless someone saved them meanwhile. */
export async function saveMaintenanceAction(
  _previous: MaintenanceFormState,
  formData: FormData,
): Promise<MaintenanceFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = maintenanceFormValuesFrom(formData);
  // The settings row exists once seeded; a form shown without it (no version) creates it.
  const loaded = Number(formText(formData, "updatedAt"));
  const version = loaded > 0 ? { updatedAt: new Date(loaded) } : undefined;
  return runSaveAction(
    values,
    saveMaintenanceSettings(maintenanceInputFrom(values), version),
    () => `${adminPath(formAdminLang(formData), "/maintenance")}?saved=1`,
  );
}
