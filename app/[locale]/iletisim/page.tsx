import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { ContactDetails } from "@/components/site/ContactDetails";
import { ContactForm } from "@/components/site/ContactForm";
import { ContactNotice } from "@/components/site/ContactNotice";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { clientMessages, CONTACT_FORM_NAMESPACES } from "@/lib/i18n/client-messages";
import { ClientTexts } from "@/lib/i18n/client-texts";
import { staticPageMetadata } from "@/lib/site/seo";
import { sendContactMessage } from "@/lib/contact-messages/actions";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { JsonLd } from "@/components/site/JsonLd";
import { firmPageSchema } from "@/lib/site/structured-data";
import { localizedUrl } from "@/lib/site/seo";
import { PageHeader } from "@/components/site/PageHeader";
import styles from "./page.module.css";
import { paths } from "@/lib/site/paths";

export async function generateMetadata({ params }: PageProps<"/[locale]/iletisim">): Promise<Metadata> {
  return staticPageMetadata(await requireActiveLocale((await params).locale), "Contact", paths.contact, "title");
}

export default async function ContactPage({ params }: PageProps<"/[locale]/iletisim">) {
  const locale = await requireActiveLocale((await params).locale);
  const t = await getTranslations("Contact");
  const site = await getTranslations("Site");
  const firm = await getFirmFacts(locale);
  const page = { name: t("title"), description: t("metaDescription"), url: localizedUrl(locale, paths.contact) };
  return (
    <div className={styles.page}>
      <JsonLd data={firmPageSchema("ContactPage", { ...page, language: locale }, firm, site("description"))} />
      <PageHeader title={t("title")}>
        <p>{t("intro")}</p>
      </PageHeader>
      <div className={styles.grid}>
        <ContactDetails locale={locale} firm={firm} />
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("formTitle")}</h2>
          <p className={styles.formIntro}>{t("formIntro")}</p>
          {/* The form's texts travel with it, on this page only. */}
          <ClientTexts locale={locale} messages={clientMessages(await getMessages(), CONTACT_FORM_NAMESPACES)}>
            <ContactForm
              action={sendContactMessage}
              labelledBy="contact-form-title"
              notice={<ContactNotice />}
              phone={firm.phones[0]}
              acknowledged={firm.acknowledgeVisitors}
            />
          </ClientTexts>
        </section>
      </div>
    </div>
  );
}
