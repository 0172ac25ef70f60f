/** What a delete confirmation's server action answers (the success path redirects). */
export interface DeleteState {
  status: "idle" | "error";
  error?: "unauthorized" | "notFound" | "deleteFailed";
}

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/** A posted field as text ("" when missing or a file). */
export function formText(formData: FormData, name: string): string {
  return text(formData.get(name));
}
