import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces the public site's client components read (`useTranslations` under
 * components/site, app/[locale] and app/maintenance-screen; server components use getTranslations).
 * Only these travel to the browser: the whole catalogue, admin texts included, was 59 of a page's
 * 83 KB of inline payload. Every page gets the site's; the contact form's own go with it alone, on
 * the contact page. A unit test keeps the lists true (tests/unit/client-messages.test.ts).
 */
export const SITE_CLIENT_NAMESPACES = ["Error", "Header", "Live", "Maintenance", "Nav", "Site", "Team"] as const;
export const CONTACT_FORM_NAMESPACES = ["Contact"] as const;

export function clientMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]!]));
}
