import { getFormatter, getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { actorName } from "@/lib/auth/actor";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { MaintenanceForm } from "@/components/admin/maintenance/MaintenanceForm";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { maintenanceFormValues } from "@/lib/maintenance/form";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";
import { findMaintenanceForAdmin } from "@/lib/maintenance/queries";
import { findFirmSettings } from "@/lib/firm-settings/queries";

export default async function MaintenancePage({ params, searchParams }: PageProps<"/admin-panel/[lang]/maintenance">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, "/maintenance");
  const t = await getTranslations("Admin.maintenance");
  const format = await getFormatter();
  const [{ settings, lastChange }, active, firm] = await Promise.all([
    findMaintenanceForAdmin(),
    getActiveLanguages(),
    findFirmSettings(),
  ]);
  // Turkish texts are the record's own fields; every other active language gets its fieldset.
  const languages = active
    .filter((language) => language.code !== DEFAULT_LOCALE)
    .map(({ code, nativeName }) => ({ code, nativeName }));
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
        initial={maintenanceFormValues(
          settings,
          languages.map((language) => language.code),
        )}
        updatedAt={settings.lastUpdated.getTime()}
        languages={languages}
        firmContact={{ email: firm.emails[0] ?? "", phone: firm.phones[0] ?? "" }}
      />
    </AdminShell>
  );
}
