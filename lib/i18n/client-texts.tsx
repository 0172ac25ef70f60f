"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The texts the public site's client components show, handed down by the layout (the namespaces
 * lib/i18n/client-messages.ts picks, already in the visitor's language with the admin's overrides).
 * In place of next-intl's client provider and hooks on public pages: they bring an ICU message
 * formatter (12 KB of every page's JavaScript, compressed) that these texts do not need, since they
 * have plain `{name}` placeholders only (tests/unit/client-messages.test.ts checks). Server
 * components keep next-intl's getTranslations; the admin keeps its provider.
 */
export type ClientMessages = { [key: string]: string | ClientMessages };

interface Texts {
  locale: string;
  messages: ClientMessages;
}

const TextsContext = createContext<Texts | null>(null);

/** Provides these messages (and, nested, adds them to those of the provider above). */
export function ClientTexts({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: ClientMessages;
  children: ReactNode;
}) {
  const outer = useContext(TextsContext);
  const value = useMemo(
    () => ({ locale, messages: outer ? { ...outer.messages, ...messages } : messages }),
    [locale, messages, outer],
  );
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("A public client component is rendered outside <ClientTexts>");
  return texts;
}

export const useLocale = (): string => useTexts().locale;

/** `{name}` placeholders filled from `values`; one not given stays as written. */
export function fillPlaceholders(message: string, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function lookUp(messages: ClientMessages, path: string): string | undefined {
  let node: string | ClientMessages | undefined = messages;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** next-intl's `useTranslations` as the public client components use it: a text by key, and whether one exists. */
export function useTranslations(namespace: string): Translate {
  const { messages } = useTexts();
  const translate = (key: string, values?: Record<string, string | number>) => {
    const message = lookUp(messages, `${namespace}.${key}`);
    // As next-intl shows a missing message: its path, never a crash.
    return message === undefined ? `${namespace}.${key}` : fillPlaceholders(message, values);
  };
  return Object.assign(translate, { has: (key: string) => lookUp(messages, `${namespace}.${key}`) !== undefined });
}
