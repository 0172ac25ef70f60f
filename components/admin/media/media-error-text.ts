"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/** A refusal's words: the library's (`Admin.media.errors`), else the picker's own for the connection's failures. */
export function useMediaErrorText() {
  const media = useTranslations("Admin.media.errors");
  const own = useTranslations("Admin.mediaPicker.errors");
  return useCallback(
    (code: string) => (media.has(code) ? media(code) : own.has(code) ? own(code) : own("failed")),
    [media, own],
  );
}
