"use client";

import type { ReactNode } from "react";
import { useSelectedLayoutSegment } from "next/navigation";
import styles from "./Hero.module.css";

/** Whether the public layout shows the home page (no page segment below the language). */
export const useOnHomePage = (): boolean => useSelectedLayoutSegment() === null;

/**
 * The hero's box, sized for the page in the server's HTML itself: the spec's full hero on the home
 * page, a compact band elsewhere. The layout that shows it does not know its page; the router does.
 * (Read from the page's content further down the document, the size changed when that part arrived:
 * the whole page moved down on a busy server, a layout shift of 0.15.)
 */
export function HeroFrame({ children }: { children: ReactNode }) {
  const onHome = useOnHomePage();
  return (
    <section className={styles.hero} data-size={onHome ? "full" : "compact"} aria-labelledby="hero-title">
      {children}
    </section>
  );
}
