"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import {
  Children,
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import type { ReorderState } from "@/lib/admin/forms";
import styles from "./Reorder.module.css";
import { forgetOutcome } from "./Toast";

/**
 * Reordering an admin list by drag and drop, with a pointer (mouse, pen, touch) or the keyboard:
 * each row has a handle; Space or Enter picks its row up, the arrow keys move it, Space or Enter
 * drops it, Escape puts it back; every step is announced. A drop saves the whole list's new order
 * with one server action, which refuses a list changed since it was loaded; the list then reloads.
 */
export type ReorderAction = (loaded: number[], ordered: number[]) => Promise<ReorderState>;

interface Grab {
  id: number;
  /** The order when it was picked up, to put back on Escape. */
  from: number[];
}

interface ReorderContextValue {
  /** The ids as loaded (the order the rows are given in) and as shown now. */
  loaded: number[];
  order: number[];
  labelOf(id: number): string;
  grab: Grab | null;
  busy: boolean;
  hintId: string;
  body: RefObject<HTMLTableSectionElement | null>;
  onKeyDown(id: number, event: KeyboardEvent<HTMLButtonElement>): void;
  onPointerDown(id: number, event: PointerEvent<HTMLButtonElement>): void;
  onBlur(): void;
}

const ReorderContext = createContext<ReorderContextValue | null>(null);

function useReorder(): ReorderContextValue {
  const context = useContext(ReorderContext);
  if (!context) throw new Error("Reorder parts must be inside <Reorder>");
  return context;
}

const noSubscription = () => () => {};

const moved = (order: number[], id: number, to: number): number[] => {
  const rest = order.filter((other) => other !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
};
const same = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** The list's reorder state, its announcements and its error; `items` are the rows as loaded, in order. */
export function Reorder({
  items,
  action,
  children,
}: {
  items: { id: number; label: string }[];
  action: ReorderAction;
  children: ReactNode;
}) {
  const t = useTranslations("Admin.lists");
  const router = useRouter();
  const loaded = items.map((item) => item.id);
  const loadedKey = loaded.join(",");
  const [shown, setShown] = useState({ key: loadedKey, order: loaded });
  // A new list from the server (after a save, or someone else's change) replaces what was shown.
  const order = shown.key === loadedKey ? shown.order : loaded;
  const setOrder = (next: number[]) => setShown({ key: loadedKey, order: next });
  const [grab, setGrabState] = useState<Grab | null>(null);
  const grabRef = useRef<Grab | null>(null);
  const setGrab = (next: Grab | null) => {
    grabRef.current = next;
    setGrabState(next);
  };
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState("");
  const body = useRef<HTMLTableSectionElement>(null);
  const hintId = useId();
  // Until the page runs in the browser, the handles do nothing: tests wait for this mark.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const labels = new Map(items.map((item) => [item.id, item.label]));
  const labelOf = (id: number) => labels.get(id) ?? "";
  const place = (list: number[], id: number) => ({
    label: labelOf(id),
    position: list.indexOf(id) + 1,
    count: list.length,
  });

  const handleOf = (id: number) => body.current?.querySelector<HTMLButtonElement>(`[data-reorder-handle="${id}"]`);

  // Moving a row moves its handle in the page, which may take the focus from it: give it back.
  useLayoutEffect(() => {
    const handle = grab && handleOf(grab.id);
    if (handle && document.activeElement !== handle) handle.focus();
  });

  async function save(next: number[], id: number) {
    setGrab(null);
    if (same(next, loaded)) {
      setAnnouncement(t("unchanged", place(next, id)));
      return;
    }
    setBusy(true);
    setError("");
    setAnnouncement(t("dropped", place(next, id)));
    let result: ReorderState;
    try {
      result = await action(loaded, next);
    } catch {
      result = { status: "error", error: "reorderFailed" };
    }
    setBusy(false);
    if (result.status === "saved") {
      setAnnouncement(t("saved"));
      forgetOutcome();
      router.refresh();
    } else {
      setOrder(loaded);
      setError(t(`errors.${result.error}`));
      setAnnouncement(t(`errors.${result.error}`));
    }
  }

  function cancel(current: Grab) {
    setOrder(current.from);
    setGrab(null);
    setAnnouncement(t("cancelled", place(current.from, current.id)));
  }

  function onKeyDown(id: number, event: KeyboardEvent<HTMLButtonElement>) {
    if (busy) return;
    const key = event.key;
    if (key === " " || key === "Enter") {
      event.preventDefault();
      if (grab?.id === id) void save(order, id);
      else {
        setGrab({ id, from: order });
        setAnnouncement(t("pickedUp", place(order, id)));
      }
    } else if (grab?.id === id && (key === "ArrowUp" || key === "ArrowDown")) {
      event.preventDefault();
      const to = order.indexOf(id) + (key === "ArrowUp" ? -1 : 1);
      if (to < 0 || to >= order.length) return;
      const next = moved(order, id, to);
      setOrder(next);
      setAnnouncement(t("moved", place(next, id)));
    } else if (grab?.id === id && key === "Escape") {
      event.preventDefault();
      cancel(grab);
    }
  }

  /** Leaving a picked-up row (Tab, a click elsewhere) puts it back; a blur from its own move is undone by then. */
  function onBlur() {
    requestAnimationFrame(() => {
      const current = grabRef.current;
      if (current && document.activeElement !== handleOf(current.id)) cancel(current);
    });
  }

  function onPointerDown(id: number, event: PointerEvent<HTMLButtonElement>) {
    if (busy || event.button !== 0) return;
    // No text selection, no native drag of a link in the row, no scrolling of the page by a finger.
    event.preventDefault();
    event.currentTarget.focus();
    const from = order;
    let current = order;
    setGrab({ id, from });
    const follow = (move: globalThis.PointerEvent) => {
      const rows = Array.from(body.current?.rows ?? []);
      const dragged = current.indexOf(id);
      // The row goes after every other row whose middle is above the pointer.
      const to = rows.filter(
        (row, index) => index !== dragged && row.getBoundingClientRect().top + row.offsetHeight / 2 < move.clientY,
      ).length;
      if (to === dragged) return;
      current = moved(current, id, to);
      setOrder(current);
      setAnnouncement(t("moved", place(current, id)));
    };
    const end = (up: globalThis.PointerEvent) => {
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      if (up.type === "pointercancel") cancel({ id, from });
      else if (same(current, from)) setGrab(null);
      else void save(current, id);
    };
    window.addEventListener("pointermove", follow);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  }

  const value: ReorderContextValue = {
    loaded,
    order,
    labelOf,
    grab,
    busy,
    hintId,
    body,
    onKeyDown,
    onPointerDown,
    onBlur,
  };
  return (
    <ReorderContext.Provider value={value}>
      <p id={hintId} className={styles.hint} data-reorder-ready={ready || undefined}>
        {t("reorderHint")}
      </p>
      {children}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div aria-live="assertive" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
    </ReorderContext.Provider>
  );
}

/** The table's body, its rows (given in the loaded order) shown in the current order. */
export function ReorderBody({ children }: { children: ReactNode }) {
  const { loaded, order, body } = useReorder();
  const rows = Children.toArray(children);
  const byId = new Map(loaded.map((id, index) => [id, rows[index]]));
  return <tbody ref={body}>{order.map((id) => byId.get(id))}</tbody>;
}

/** A row's drag handle: drag it, or focus it and use Space/Enter, the arrow keys and Escape. */
export function ReorderHandle({ id }: { id: number }) {
  const t = useTranslations("Admin.lists");
  const { labelOf, grab, busy, hintId, onKeyDown, onPointerDown, onBlur } = useReorder();
  const grabbed = grab?.id === id;
  return (
    <button
      type="button"
      className={styles.handle}
      data-reorder-handle={id}
      data-grabbed={grabbed || undefined}
      aria-label={t("handle", { label: labelOf(id) })}
      aria-describedby={hintId}
      aria-pressed={grabbed}
      aria-disabled={busy || undefined}
      onKeyDown={(event) => onKeyDown(id, event)}
      onPointerDown={(event) => onPointerDown(id, event)}
      onBlur={onBlur}
    />
  );
}
