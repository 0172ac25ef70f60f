"use client";

import { useTranslations } from "next-intl";
import { useActionState, useRef } from "react";
import { deleteCategoryAction } from "@/lib/categories/actions";
import type { DeleteState } from "@/lib/categories/form-state";
import styles from "../ConfirmDialog.module.css";

/** Delete asks first, in a real (keyboard-reachable) dialog that says how many topics go with it. */
export function DeleteCategoryButton({ id, title, topicCount, adminLang }: { id: number; title: string; topicCount: number; adminLang: string }) {
  const t = useTranslations("Admin.categories");
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, action, pending] = useActionState<DeleteState, FormData>(deleteCategoryAction, { status: "idle" });
  const titleId = `delete-category-${id}`;
  return (
    <>
      <button type="button" className={styles.danger} onClick={() => dialog.current?.showModal()} aria-label={t("deleteNamed", { title })}>
        {t("delete")}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <form action={action}>
          <h2 id={titleId}>{t("deleteTitle")}</h2>
          <p>{t("deleteConfirm", { title, count: topicCount })}</p>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="adminLang" value={adminLang} />
          {state.status === "error" && (
            <p role="alert" className={styles.error}>
              {t(`errors.${state.error ?? "deleteFailed"}`)}
            </p>
          )}
          <div className={styles.buttons}>
            <button type="button" onClick={() => dialog.current?.close()} autoFocus>
              {t("cancel")}
            </button>
            <button type="submit" className={styles.danger} disabled={pending}>
              {t("confirmDelete")}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
