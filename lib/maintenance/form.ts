import { formText, formTexts, type SaveFormState } from "@/lib/admin/forms";
import type { MaintenanceInput, MaintenanceSettings } from "./schema";

/** The maintenance form's codec. Its toggle button saves the form with the mode switched. */
export interface MaintenanceFormValues {
  title: string;
  message: string;
  estimatedTime: string;
  contactEmail: string;
  contactPhone: string;
  isActive: boolean;
}

export type MaintenanceFormState = SaveFormState<MaintenanceFormValues>;

/** The submit button that was pressed: save as it is, or save and switch the mode. */
export const TOGGLE_INTENT = "toggle";

export function maintenanceFormValuesFrom(formData: FormData): MaintenanceFormValues {
  const wasActive = formText(formData, "isActive") === "true";
  const toggled = formText(formData, "intent") === TOGGLE_INTENT;
  return {
    ...formTexts(formData, ["title", "message", "estimatedTime", "contactEmail", "contactPhone"]),
    isActive: toggled ? !wasActive : wasActive,
  };
}

export const maintenanceInputFrom = (values: MaintenanceFormValues): MaintenanceInput => values;

export function maintenanceFormValues({
  title,
  message,
  estimatedTime,
  contactEmail,
  contactPhone,
  isActive,
}: MaintenanceSettings): MaintenanceFormValues {
  return { title, message, estimatedTime, contactEmail, contactPhone, isActive };
}
