"use server";

import { refresh } from "next/cache";
import { isFormData } from "@/lib/admin/action-arguments";
import { writeAsAdmin } from "@/lib/admin/actions";
import { formId } from "@/lib/admin/forms";
import type { Actor } from "@/lib/auth/actor";
import { getAdminSession } from "@/lib/auth/session";
import { absoluteUrl } from "@/lib/site/url";
import { parsePreviewItem } from "./cookies";
import { previewLinkError, type PreviewLinkState } from "./link-state";
import { createPreviewLink, revokePreviewLink } from "./links";
import { previewPaths } from "./paths";

/**
 * The preview-link panel's actions: each authorizes the administrator first, writes through the
 * write path, and refreshes the form's page (its list of links).
 */
async function administrator(): Promise<(Actor & { kind: "admin" }) | null> {
  const session = await getAdminSession();
  return session && { kind: "admin", email: session.email };
}

/** A new link to the item ("topic:12", bound by the server's panel); its address is answered once. */
export async function createPreviewLinkAction(
  item: string,
  _previous: PreviewLinkState,
  _formData: FormData,
): Promise<PreviewLinkState> {
  const actor = await administrator();
  if (!actor) return { status: "error", error: "unauthorized" };
  const parsed = parsePreviewItem(typeof item === "string" ? item : undefined);
  if (!parsed) return { status: "error", error: "notFound" };
  const result = await writeAsAdmin(createPreviewLink(parsed, actor.email), "Preview link", actor);
  if (result === "failed") return { status: "error", error: "failed" };
  if (!result.ok) return { status: "error", error: previewLinkError(result.error) };
  refresh();
  return { status: "created", url: absoluteUrl(previewPaths.link(result.value.token)) };
}

/** Ends the link named by the form's `id` at once. */
export async function revokePreviewLinkAction(
  _previous: PreviewLinkState,
  formData: FormData,
): Promise<PreviewLinkState> {
  const actor = await administrator();
  if (!actor) return { status: "error", error: "unauthorized" };
  if (!isFormData(formData)) return { status: "error", error: "failed" };
  const result = await writeAsAdmin(revokePreviewLink(formId(formData, "id") ?? 0), "Preview link", actor);
  if (result === "failed") return { status: "error", error: "failed" };
  if (!result.ok) return { status: "error", error: previewLinkError(result.error) };
  refresh();
  return { status: "revoked" };
}
