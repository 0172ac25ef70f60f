import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { findSitePlace, type PlacedEntity } from "@/lib/admin/view-on-site";
import { isPublishIntent } from "@/lib/publishing/intent";
import { Toast } from "./Toast";

/**
 * A page's write outcome as a toast; after saving a category or topic, with the link to it on the
 * public site when the site shows it. Each render of the page (each write that comes back to it) is
 * a new outcome, even with the same text as the last one the user closed.
 */
export async function OutcomeToast({
  message,
  saved,
}: {
  message: string;
  saved?: { entity: PlacedEntity; id: number | undefined };
}) {
  const t = await getTranslations("Admin.editing");
  const place = message && saved?.id ? await findSitePlace(saved.entity, saved.id) : null;
  const link =
    place && "href" in place ? { href: place.href, text: t("viewOnSite"), label: t("viewOnSiteLabel") } : undefined;
  return <Toast message={message} outcome={randomUUID()} link={link} />;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * A save's toast text: the form's own "saved" followed by what the save did on the site (`as`: a
 * draft, published, unpublished), or the outcome of discarding a working copy.
 */
export async function publishingMessage(saved: string, query: Query): Promise<string> {
  const t = await getTranslations("Admin.publishing.outcomes");
  if (query.discarded) return t("discarded");
  if (query.discardFailed) return t("discardFailed");
  if (!query.saved) return "";
  return isPublishIntent(query.as) ? `${saved} ${t(query.as)}` : saved;
}
