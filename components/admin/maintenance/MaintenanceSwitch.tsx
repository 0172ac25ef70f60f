"use client";

import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { TOGGLE_INTENT } from "@/lib/maintenance/form";
import { ConfirmDialog } from "../ConfirmButton";
import dialogStyles from "../ConfirmDialog.module.css";
import styles from "./MaintenanceSwitch.module.css";

/**
 * The mode as a switch at the top of the maintenance form. It closes or opens the whole public site,
 * so a click asks first, saying what visitors will get; confirming submits the form with the toggle
 * intent (the form's texts are saved with the new mode, as before).
 */
export function MaintenanceSwitch({ isActive, pending }: { isActive: boolean; pending: boolean }) {
  const t = useTranslations("Admin.maintenance");
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <fieldset className={styles.mode} data-on={isActive || undefined}>
      <legend id={`${id}-legend`}>{t("mode")}</legend>
      <button
        type="button"
        role="switch"
        aria-checked={isActive}
        aria-labelledby={`${id}-legend`}
        aria-describedby={`${id}-hint`}
        className={styles.switch}
        disabled={pending}
        onClick={() => dialog.current?.showModal()}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.state}>{isActive ? t("on") : t("off")}</span>
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        {t("switchHint")}
      </p>
      <ConfirmDialog
        dialogRef={dialog}
        title={isActive ? t("turnOffTitle") : t("turnOnTitle")}
        question={isActive ? t("turnOffQuestion") : t("turnOnQuestion")}
        cancel={t("cancel")}
      >
        {/* Closed as it submits: the form's own status (and any error) shows on the page. */}
        <button
          type="submit"
          name="intent"
          value={TOGGLE_INTENT}
          className={isActive ? dialogStyles.primary : dialogStyles.danger}
          onClick={() => dialog.current?.close()}
        >
          {isActive ? t("turnOff") : t("turnOn")}
        </button>
      </ConfirmDialog>
    </fieldset>
  );
}
