import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { paths } from "@/lib/site/paths";

/**
 * The contact form's short privacy notice (KVKK art. 10: given where the data is collected), linking
 * to the full Aydınlatma Metni and the privacy policy. Rendered on the server, where its links are.
 */
export async function ContactNotice() {
  const t = await getTranslations("Legal");
  return (
    <p>
      {t.rich("formNotice", {
        notice: (chunks: ReactNode) => <Link href={paths.notice}>{chunks}</Link>,
        privacy: (chunks: ReactNode) => <Link href={paths.privacy}>{chunks}</Link>,
      })}
    </p>
  );
}
