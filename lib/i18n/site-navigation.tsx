"use client";

import NextLink from "next/link";
import { usePathname as useNextPathname } from "next/navigation";
import type { ComponentProps } from "react";
import { useLocale } from "./client-texts";
import { DEFAULT_LOCALE, isLocale, prefixedPath } from "./routing";

/**
 * Links and the current path of the public site in the visitor's language ("as-needed": Turkish
 * bare, the others under /{lang}), from the language <ClientTexts> holds. In place of next-intl's
 * navigation on public pages, whose link needs its client provider and with it the ICU formatter
 * (./client-texts.tsx says why); the admin keeps next-intl's (./navigation.ts).
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, "href"> & { href: string }) {
  const locale = useLocale();
  return <NextLink href={isLocale(locale) ? prefixedPath(locale, href) : href} {...props} />;
}

/** The path of the page shown, without its language prefix (as next-intl's usePathname gives it). */
export function usePathname(): string {
  const locale = useLocale();
  const pathname = useNextPathname();
  if (locale === DEFAULT_LOCALE || !pathname.startsWith(`/${locale}`)) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest.startsWith("/") ? rest : pathname;
}
