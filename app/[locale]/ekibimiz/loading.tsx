"use client";

import { useTranslations } from "next-intl";
import { LoadingStatus } from "@/components/site/LoadingStatus";

/** Shown while the team page is being rendered (spec 2: the team page's loading state). */
export default function TeamLoading() {
  const t = useTranslations("Team");
  return (
    <div className="container">
      <LoadingStatus message={t("loading")} />
    </div>
  );
}
