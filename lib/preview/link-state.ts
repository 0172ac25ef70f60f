/** What the preview-link panel's forms show after their action (lib/preview/actions.ts). */
export const PREVIEW_LINK_ERRORS = ["failed", "unauthorized", "notFound", "alreadyRevoked"] as const;
export type PreviewLinkError = (typeof PREVIEW_LINK_ERRORS)[number];

export type PreviewLinkState =
  | { status: "idle" }
  /** The new link, shown once: only its hash is stored. */
  | { status: "created"; url: string }
  | { status: "revoked" }
  | { status: "error"; error: PreviewLinkError };

export const previewLinkError = (error: string): PreviewLinkError =>
  (PREVIEW_LINK_ERRORS as readonly string[]).includes(error) ? (error as PreviewLinkError) : "failed";
