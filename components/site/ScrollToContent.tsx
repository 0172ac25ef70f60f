"use client";

import { useEffect } from "react";

/** After a topic is selected, scroll smoothly to its content after 100 ms. */
export const SCROLL_DELAY_MS = 100;

/**
 * The address this module was loaded at: the document's own when a visitor opened a topic directly
 * (a link from elsewhere, a reload), or the page a topic was then chosen from (a module is loaded
 * before the router moves to the new address).
 */
const loadedAt = typeof window === "undefined" ? "" : window.location.href;
/** Whether a topic was shown since then. */
let topicShown = false;

/**
 * Whether the topic shown is the page the visitor opened: it is shown where it begins, not scrolled
 * to, which would read as the page jumping by itself. A topic chosen afterwards, in the menu, is
 * scrolled to. Read once the address is the topic's.
 */
function openedDirectly(): boolean {
  const first = !topicShown;
  topicShown = true;
  return first && window.location.href === loadedAt;
}

export function ScrollToContent({ targetId }: { targetId: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (openedDirectly()) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(targetId)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [targetId]);
  return null;
}
