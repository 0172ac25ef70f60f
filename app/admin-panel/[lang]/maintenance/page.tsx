import { getFormatter, getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { MaintenanceForm } from "@/components/admin/maintenance/MaintenanceForm";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { maintenanceFormValues } from "@/lib/maintenance/form";
import { findMaintenanceForAdmin } from "@/lib/maintenance/queries";

/** "admin:ayse@example.com" → "ayse@example.com", "system:seed" → "seed". */
const actorName = (actor: string) => actor.replace(/^(admin|system):/, "");

export default async function MaintenancePage({ params, searchParams }: PageProps<"/admin-panel/[lang]/maintenance">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, "/maintenance");
  const t = await getTranslations("Admin.maintenance");
  const format = await getFormatter();
  const { settings, lastChange } = await findMaintenanceForAdmin();
  return (
    <AdminShell lang={lang} email={session.email} section="maintenance">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.saved ? t("saved") : ""} />
      <p>
        {t("mode")}: <strong data-testid="maintenance-mode">{settings.isActive ? t("on") : t("off")}</strong>
      </p>
      {lastChange && (
        <p data-testid="maintenance-last-change">
          {t("lastChange", {
            who: actorName(lastChange.actor),
            when: format.dateTime(lastChange.createdAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
        </p>
      )}
      <MaintenanceForm
        key={settings.lastUpdated.getTime()}
        adminLang={lang}
        initial={maintenanceFormValues(settings)}
        updatedAt={settings.lastUpdated.getTime()}
      />
    </AdminShell>
  );
}
