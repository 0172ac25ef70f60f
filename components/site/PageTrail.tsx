"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** Where the visitor was before this page, kept for the tab's session (the contact form sends it along). */
export const PREVIOUS_PAGE_KEY = "previousPage";
const CURRENT_PAGE_KEY = "currentPage";

/** Remembers the previous page across client-side navigations, which leave document.referrer unchanged. */
export function PageTrail() {
  const pathname = usePathname();
  useEffect(() => {
    try {
      const current = sessionStorage.getItem(CURRENT_PAGE_KEY);
      if (current && current !== pathname) sessionStorage.setItem(PREVIOUS_PAGE_KEY, current);
      sessionStorage.setItem(CURRENT_PAGE_KEY, pathname);
    } catch {
      // Storage may be off (private mode): the message then says no page.
    }
  }, [pathname]);
  return null;
}

/** The page before this one: the browser's referrer on a full page load, else the remembered one. */
export function previousPage(): string {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  if (referrer?.origin === window.location.origin && referrer.pathname !== window.location.pathname)
    return `${referrer.pathname}${referrer.search}`;
  try {
    return sessionStorage.getItem(PREVIOUS_PAGE_KEY) ?? "";
  } catch {
    return "";
  }
}
