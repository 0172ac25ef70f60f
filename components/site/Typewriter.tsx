"use client";

import { useEffect, useState } from "react";
import styles from "./Hero.module.css";

/** The hero's typewriter: 120 ms per character, 2000 ms pause on a whole phrase. */
export const TYPE_MS = 120;
export const PAUSE_MS = 2000;

/**
 * Cycles through the phrases, typing and erasing them. The first phrase is rendered whole on the
 * server (and for screen readers); under prefers-reduced-motion it never moves.
 */
export function Typewriter({ phrases }: { phrases: string[] }) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(phrases[0]?.length ?? 0);
  const [deleting, setDeleting] = useState(true);
  const [animate, setAnimate] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setAnimate(!query.matches && phrases.length > 1);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [phrases.length]);

  useEffect(() => {
    if (!animate) return;
    const phrase = phrases[index] ?? "";
    const whole = length === phrase.length;
    // A whole phrase stands for the pause, then erasing starts (typed whole, it used to wait one
    // more character's time before the pause began: 2120 ms instead of 2000).
    const delay = whole ? PAUSE_MS : TYPE_MS;
    const timer = window.setTimeout(() => {
      if (deleting) {
        if (length === 0) {
          setDeleting(false);
          setIndex((index + 1) % phrases.length);
        } else setLength(length - 1);
      } else if (whole) {
        setDeleting(true);
        setLength(length - 1);
      } else setLength(length + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [animate, deleting, index, length, phrases]);

  const phrase = phrases[index] ?? "";
  return (
    <>
      <span className={styles.typed} aria-hidden="true" data-testid="typewriter">
        {phrase.slice(0, length)}
      </span>
      <span className="visually-hidden">{phrases.join(", ")}</span>
    </>
  );
}
