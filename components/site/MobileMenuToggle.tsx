"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { useEffect, useState } from "react";
import { usePathname } from "@/lib/i18n/site-navigation";
import styles from "./SiteHeader.module.css";

/** Shows and hides the main navigation on small screens; closes it on navigation. */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  // Open only on the page where it was opened: navigating closes it without an extra render.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  useEffect(() => {
    document.getElementById(controls)?.setAttribute("data-open", String(open));
  }, [open, controls]);

  return (
    <button
      type="button"
      className={styles.menuToggle}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpenedOn(open ? null : pathname)}
    >
      <span aria-hidden="true" className="menu-icon" />
      {open ? t("closeMenu") : t("openMenu")}
    </button>
  );
}
