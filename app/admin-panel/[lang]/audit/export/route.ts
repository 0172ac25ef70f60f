import { getTranslations } from "next-intl/server";
import { isAdminLocale } from "@/lib/admin/paths";
import { exportAuditLog } from "@/lib/audit-log/export";
import { parseAuditFilter } from "@/lib/audit-log/filter";
import { recordExport } from "@/lib/audit-log/request-entries";
import { getAdminSession } from "@/lib/auth/session";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

/** The filtered audit log as an Excel workbook; it authorizes itself (the page's link is no permission), and is itself logged. */
export async function GET(request: Request, { params }: RouteContext<"/admin-panel/[lang]/audit/export">) {
  const { lang } = await params;
  const session = await getAdminSession();
  if (!session) return new Response("Unauthorized", { status: 401 });
  const t = await getTranslations({ locale: isAdminLocale(lang) ? lang : "tr", namespace: "Admin.audit" });
  const filter = parseAuditFilter(Object.fromEntries(new URL(request.url).searchParams));
  const file = await exportAuditLog(filter, {
    t: (key, values) => t(key as never, values as never),
    has: (key) => t.has(key as never),
  });
  const actor = { kind: "admin", email: session.email } as const;
  await recordExport(db, actor, { entity: "auditEntry", details: { file: file.fileName, filter } }, request.headers);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
