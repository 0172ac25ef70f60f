import { flagDisplay } from "@/lib/languages/flag";
import { BASE_PATH } from "@/lib/site/base-path";
import styles from "./Flag.module.css";

/**
 * A language's flag (the `flag` emoji of its record), for the public switcher and the admin alike.
 * Decorative: the language's name and code are always written beside it.
 */
export function Flag({ flag }: { flag: string }) {
  const display = flagDisplay(flag);
  if (display === null) return null;
  if ("emoji" in display) return <span aria-hidden="true">{display.emoji}</span>;
  return (
    // A plain image: a small SVG needs none of next/image's resizing. Lazy, so the flags of a closed
    // dropdown are fetched only when it opens.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`${BASE_PATH}/flags/${display.image}.svg`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      className={styles.flag}
    />
  );
}
