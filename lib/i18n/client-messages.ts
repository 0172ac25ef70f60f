import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces the public site's client components read (`useTranslations` under
 * components/site, app/[locale] and app/maintenance-screen; server components use getTranslations).
 * Only these travel to the browser: the whole catalogue, admin texts included, was 59 of a page's
 * 83 KB of inline payload. A unit test keeps the list true (tests/unit/client-messages.test.ts).
 */
export const PUBLIC_CLIENT_NAMESPACES = ["Contact", "Error", "Header", "Live", "Maintenance", "Nav", "Site", "Team"] as const;

export function publicClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(PUBLIC_CLIENT_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]!]));
}
