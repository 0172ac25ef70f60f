"use client";

import { useEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import styles from "./TeamMemberDialog.module.css";

interface TeamMemberDialogProps {
  name: string;
  /** Id of the heading inside `children` that names the dialog. */
  labelId: string;
  closeLabel: string;
  /** The member's details, rendered on the server. */
  children: ReactNode;
}

/**
 * The interactive part of a team card: the name as a button opening a modal <dialog> (showModal
 * keeps focus inside and closes on Esc). While it is open the page does not scroll; closing lets
 * it scroll again from where it was and puts focus back on the card.
 */
export function TeamMemberDialog({ name, labelId, closeLabel, children }: TeamMemberDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const unlockRef = useRef<(() => void) | null>(null);
  const pressedBackdropRef = useRef(false);

  // Navigating away with the dialog open must not leave the next page unscrollable.
  useEffect(() => () => unlockRef.current?.(), []);

  function open() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    unlockRef.current = lockPageScroll();
    dialog.showModal();
    // Browsers differ in what showModal focuses; the close button at the top is a stable start.
    closeRef.current?.focus();
  }

  // Runs however the dialog closed: close button, Esc or a click on the backdrop.
  function handleClose() {
    unlockRef.current?.();
    unlockRef.current = null;
    // Safari does not focus a clicked button, so the browser's own focus return is not enough.
    openerRef.current?.focus();
  }

  // The panel fills the dialog box, so only the backdrop has the dialog itself as target. Both
  // press and release must be there: selecting text and releasing outside must not close it.
  function pressBackdrop(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdropRef.current = event.target === event.currentTarget;
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdropRef.current && event.target === event.currentTarget) event.currentTarget.close();
    pressedBackdropRef.current = false;
  }

  return (
    <>
      <h2 className={styles.name}>
        <button ref={openerRef} type="button" className={styles.opener} aria-haspopup="dialog" onClick={open}>
          {name}
        </button>
      </h2>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={labelId}
        onClose={handleClose}
        onPointerDown={pressBackdrop}
        onClick={closeOnBackdrop}
      >
        <div className={styles.panel}>
          <button ref={closeRef} type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            {closeLabel} <span aria-hidden="true">×</span>
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}

/** Stops the page behind the dialog from scrolling; returns the function that undoes it. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Hiding the scrollbar would widen the page; padding of the same width keeps it still.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbarWidth > 0)
    body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${scrollbarWidth}px)`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
