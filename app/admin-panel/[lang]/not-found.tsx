import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminNotFound } from "@/components/admin/AdminNotFound";
import { isAdminLocale } from "@/lib/admin/paths";

/** The admin's 404 is titled as what it is, in the admin's language (the layout keeps it out of indexes). */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: isAdminLocale(lang) ? lang : "tr", namespace: "Admin" });
  return { title: `${t("notFound.title")} | ${t("brand")}` };
}

/** Unknown admin addresses and records that are gone: in the admin's language, with the way back. */
export default function AdminNotFoundPage() {
  return <AdminNotFound />;
}
