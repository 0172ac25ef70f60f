import type { AbstractIntlMessages } from "next-intl";
import type { ClientMessages } from "./client-texts";

/**
 * The messages the public site's client components read (`useTranslations` of ./client-texts.tsx
 * under components/site, app/[locale] and app/maintenance-screen; server components use
 * getTranslations): a namespace, or one message of it ("Site.untranslated"). Only these travel to the
 * browser, inline in every page: the whole catalogue, admin texts included, was 59 of a page's 83 KB
 * of inline payload. Every page gets the site's; the contact form's own go with it alone, on the
 * contact page. A unit test keeps the lists true (tests/unit/client-messages.test.ts).
 */
export const SITE_CLIENT_NAMESPACES = [
  "Error",
  "Header",
  "Live",
  "Maintenance.adminBanner",
  "Maintenance.adminLink",
  "Maintenance.loading",
  "Nav",
  "Site.untranslated",
] as const;
export const CONTACT_FORM_NAMESPACES = ["Contact"] as const;

export function clientMessages(messages: AbstractIntlMessages, picks: readonly string[]): ClientMessages {
  const picked: ClientMessages = {};
  for (const pick of picks) {
    const [namespace, key] = pick.split(".") as [string, string | undefined];
    const all = messages[namespace];
    if (all === undefined) continue;
    if (key === undefined) picked[namespace] = all as ClientMessages;
    else if (typeof all === "object" && key in all)
      picked[namespace] = { ...(picked[namespace] as ClientMessages | undefined), [key]: all[key] as string };
  }
  return picked;
}
