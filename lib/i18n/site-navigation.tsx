"use client";

import { usePathname as useNextPathname, useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { withBasePath } from "@/lib/site/base-path";
import { useLocale } from "./client-texts";
import { DEFAULT_LOCALE, isLocale, prefixedPath } from "./routing";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A public path without its language prefix (lib/site/paths.ts). */
  href: string;
};

/**
 * A click the browser handles itself: a new tab or window, a download, a modified or secondary click,
 * or one a handler of the caller's already prevented.
 */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = anchor.target !== "" && anchor.target !== "_self";
  return event.defaultPrevented || event.button !== 0 || modified || elsewhere || anchor.hasAttribute("download");
}

/** The caller's handler of an event, if any, then the link's own. */
const chained =
  <Event,>(theirs: ((event: Event) => void) | undefined, ours: (event: Event) => void) =>
  (event: Event) => {
    theirs?.(event);
    ours(event);
  };

/** A public path in the visitor's language, as the page's links and forms address it (without the base path). */
export function useLocalizedPath(path: string): string {
  const locale = useLocale();
  return isLocale(locale) ? prefixedPath(locale, path) : path;
}

/**
 * Links of the public site in the visitor's language ("as-needed": Turkish bare, the others under
 * /{lang}), from the language <ClientTexts> holds, in place of next-intl's navigation, whose link
 * needs its client provider and with it the ICU formatter (./client-texts.tsx says why); the admin
 * keeps next-intl's (./navigation.ts).
 *
 * An anchor that navigates with Next's router, not next/link: that component and the helpers it
 * brings are 2.3 KB (brotli) of every public page's JavaScript, and it watches each link on screen
 * to fetch its page ahead (9 pages as the home page opened). Here a page is fetched ahead when a
 * visitor shows the intent (pointer over the link, a touch, the keyboard's focus), which is soon
 * enough for pages the server keeps ready, and spends far less of a phone's data than fetching every
 * link on the screen (a touch that starts a scroll still fetches one).
 */
export function Link({ href, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const path = useLocalizedPath(href);
  const fetchAhead = () => router.prefetch(path);
  return (
    <a
      {...props}
      href={withBasePath(path)}
      onClick={chained(onClick, (event) => {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        router.push(path);
      })}
      onMouseEnter={chained(onMouseEnter, fetchAhead)}
      onTouchStart={chained(onTouchStart, fetchAhead)}
      onFocus={chained(onFocus, fetchAhead)}
    />
  );
}

/** The path of the page shown, without its language prefix (as next-intl's usePathname gives it). */
export function usePathname(): string {
  const locale = useLocale();
  const pathname = useNextPathname();
  if (locale === DEFAULT_LOCALE || !pathname.startsWith(`/${locale}`)) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest.startsWith("/") ? rest : pathname;
}
