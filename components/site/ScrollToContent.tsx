"use client";

import { useEffect } from "react";

/** After a topic is selected, scroll smoothly to its content after 100 ms. */
export const SCROLL_DELAY_MS = 100;

export function ScrollToContent({ targetId }: { targetId: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(targetId)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [targetId]);
  return null;
}
