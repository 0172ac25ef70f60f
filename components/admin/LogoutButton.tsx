"use client";

import { signOut } from "next-auth/react";
import styles from "./AdminShell.module.css";

/** Ends the session and goes back to the sign-in page. On a phone the e-mail is read out, not shown. */
export function LogoutButton({ label, email, signInPage }: { label: string; email: string; signInPage: string }) {
  return (
    <button
      type="button"
      className={styles.logout}
      // Leaves the page: a form with unsaved changes asks first (UnsavedChangesGuard).
      data-leaves-page
      onClick={async () => {
        await signOut({ redirect: false });
        window.location.assign(signInPage);
      }}
    >
      {label}
      <span className={styles.email}> ({email})</span>
    </button>
  );
}
