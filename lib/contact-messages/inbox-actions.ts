"use server";

import { redirect } from "next/navigation";
import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formAdminLang, formId, formText } from "@/lib/admin/forms";
import { adminPath } from "@/lib/admin/paths";
import type { Actor } from "@/lib/auth/actor";
import { adminActor } from "@/lib/auth/session";
import type { WriteOperation } from "@/lib/database/write";
import type { z } from "zod";
import { inboxHref, inboxQueryOfText } from "./inbox-query";
import { assignContactMessage, markContactMessageUnread, setContactMessageStatus } from "./inbox-mutations";

/**
 * The inbox's server actions: each authorizes the administrator first, writes through the write
 * path, then goes back to the message (or, after "mark unread", to the list: opening the message
 * would mark it read again) with the list's filters it came with and the outcome for the toast.
 */
export interface InboxActionState {
  status: "idle" | "error";
  error?: "unauthorized" | "notFound" | "memberNotFound" | "failed";
}

const failed = (error: NonNullable<InboxActionState["error"]>): InboxActionState => ({ status: "error", error });

async function run<Schema extends z.ZodType, Value>(
  formData: FormData,
  operation: (id: number, actor: Actor) => WriteOperation<Schema, Value>,
  next: (id: number) => { page: string; outcome: string },
): Promise<InboxActionState> {
  const actor = await adminActor();
  if (!actor) return failed("unauthorized");
  const id = formId(formData, "id");
  if (!id) return failed("notFound");
  const result = await writeAsAdmin(operation(id, actor), "Inbox", actor);
  if (result === "failed") return failed("failed");
  if (!result.ok) {
    if (result.fieldErrors.memberId === "memberNotFound") return failed("memberNotFound");
    return failed(
      result.error === "unauthorized" ? "unauthorized" : result.error === "notFound" ? "notFound" : "failed",
    );
  }
  const { page, outcome } = next(id);
  const list = inboxQueryOfText(formText(formData, "list"));
  redirect(inboxHref(adminPath(formAdminLang(formData), page), list, { saved: outcome }));
}

export async function setMessageStatusAction(_previous: unknown, formData: FormData): Promise<InboxActionState> {
  if (!isFormData(formData)) return failed("failed");
  const status = formText(formData, "status");
  return run(
    formData,
    (id, actor) => setContactMessageStatus(id, status, actor),
    (id) => ({ page: `/messages/${id}`, outcome: status }),
  );
}

export async function markMessageUnreadAction(_previous: unknown, formData: FormData): Promise<InboxActionState> {
  if (!isFormData(formData)) return failed("failed");
  return run(
    formData,
    (id) => markContactMessageUnread(id),
    () => ({ page: "/messages", outcome: "unread" }),
  );
}

export async function assignMessageAction(_previous: unknown, formData: FormData): Promise<InboxActionState> {
  if (!isFormData(formData)) return failed("failed");
  const memberId = formId(formData, "memberId") ?? null;
  return run(
    formData,
    (id, actor) => assignContactMessage(id, memberId, actor),
    (id) => ({ page: `/messages/${id}`, outcome: memberId ? "assigned" : "unassigned" }),
  );
}
