"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runWriteAction } from "@/lib/admin/actions";
import { formAdminLang, formId } from "@/lib/admin/forms";
import { adminPath } from "@/lib/admin/paths";
import { resendMail } from "./mutations";

/** The button's state (RowActionButton's): idle, or the error code of a refused resend. */
interface ResendState {
  status: "idle" | "error";
  error?: string;
}

/**
 * "Yeniden gönder" on a message's page: the signed-in administrator (the write path refuses anyone
 * else as "unauthorized") queues the mail again, due at once; then the page shows it waiting.
 */
export async function resendMailAction(_previous: ResendState, formData: FormData): Promise<ResendState> {
  if (!isFormData(formData)) return { status: "error", error: "resendFailed" };
  const messageId = formId(formData, "id") ?? 0;
  const lang = formAdminLang(formData);
  return runWriteAction(resendMail(messageId, formId(formData, "mailId") ?? 0), "resendFailed", () =>
    adminPath(lang, `/messages/${messageId}`),
  );
}
