"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formTexts } from "@/lib/admin/forms";
import { getAdminSession } from "@/lib/auth/session";
import { changeOwnPasswordLimited, PASSWORD_CHANGE_FIELDS, type PasswordChangeField } from "./password-change";

export type PasswordChangeState =
  | { status: "idle" | "saved" }
  | {
      status: "error";
      error?: "unauthorized" | "saveFailed";
      fieldErrors?: Partial<Record<PasswordChangeField, string>>;
    };

/** The signed-in administrator's own password; passwords are never sent back to the form. */
export async function changePasswordAction(
  _previous: PasswordChangeState,
  formData: FormData,
): Promise<PasswordChangeState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const session = await getAdminSession();
  if (!session) return { status: "error", error: "unauthorized" };
  const result = await changeOwnPasswordLimited(formTexts(formData, PASSWORD_CHANGE_FIELDS), session, (operation) =>
    writeAsAdmin(operation, "Password change", { kind: "admin", email: session.email }),
  );
  if (result === "failed") return { status: "error", error: "saveFailed" };
  if (result.ok) return { status: "saved" };
  if (result.error === "invalid") return { status: "error", fieldErrors: result.fieldErrors };
  return { status: "error", error: result.error === "unauthorized" ? "unauthorized" : "saveFailed" };
}
