"use client";

import { useRef, useState } from "react";
import styles from "./TeamForm.module.css";

interface Row {
  key: number;
  value: string;
}

/**
 * A list field (education, expertise…) edited as rows: each row posts one field under the
 * same name, rows are added and removed with buttons, and empty rows are dropped by the save.
 */
export function ListFieldRows({
  name,
  legend,
  initial,
  error,
  texts,
}: {
  name: string;
  legend: React.ReactNode;
  initial: string[];
  error?: { id: string; node: React.ReactNode };
  texts: {
    add: string;
    addLabel: string;
    remove: string;
    removeLabel: (position: number) => string;
    rowLabel: (position: number) => string;
    empty: string;
  };
}) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((value, key) => ({ key, value })));
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const set = (key: number, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, value } : row)));
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, value: "" }]);
    setFocusKey(key);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <fieldset className={styles.list} aria-describedby={error?.id} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {rows.length === 0 && <p className={styles.listEmpty}>{texts.empty}</p>}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <input
              name={name}
              value={row.value}
              aria-label={texts.rowLabel(index + 1)}
              onChange={(event) => set(row.key, event.target.value)}
              ref={(input) => {
                if (input && row.key === focusKey) {
                  input.focus();
                  setFocusKey(null);
                }
              }}
            />
            <button
              type="button"
              className={styles.removeButton}
              aria-label={texts.removeLabel(index + 1)}
              onClick={() => remove(row.key)}
            >
              {texts.remove}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.addButton} aria-label={texts.addLabel} onClick={add}>
        {texts.add}
      </button>
      {error?.node}
    </fieldset>
  );
}
