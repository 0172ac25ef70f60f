import { getTranslations } from "next-intl/server";
import { isAdminLocale } from "@/lib/admin/paths";
import { getAdminSession } from "@/lib/auth/session";
import { recordExport } from "@/lib/audit-log/request-entries";
import { db } from "@/lib/db";
import { exportFormatOf, exportInbox } from "@/lib/contact-messages/export";

export const dynamic = "force-dynamic";

/**
 * The inbox as an Excel workbook, or as CSV with `?format=csv` (spec: export); like every route
 * handler, it authorizes itself: the page's link is no permission.
 */
export async function GET(request: Request, { params }: RouteContext<"/admin-panel/[lang]/messages/export">) {
  const { lang } = await params;
  const session = await getAdminSession();
  if (!session) return new Response("Unauthorized", { status: 401 });
  const locale = isAdminLocale(lang) ? lang : "tr";
  const t = await getTranslations({ locale, namespace: "Admin.messages" });
  const file = await exportInbox(exportFormatOf(new URL(request.url).searchParams.get("format")), {
    title: t("title"),
    label: (column) => t(`csv.${column}`),
    status: (status) => t(`inbox.statuses.${status}`),
  });
  // Visitors' personal data leaving the site: who took it is logged.
  await recordExport(
    db,
    { kind: "admin", email: session.email },
    { entity: "contactMessage", details: { file: file.fileName } },
    request.headers,
  );
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
