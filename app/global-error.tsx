"use client";

import { SITE_ROOT } from "@/lib/site/base-path";

/**
 * The last fallback, for failures outside every layout (the generic router fallback). It has
 * no messages to read, so it speaks Turkish and English. Its home link is a plain link: the app
 * that failed is loaded afresh, and the router's link code stays out of this page's own bundle
 * (about 3.5 KB, sent with every public page). For the same reason the root comes from the base
 * path's module, not from the paths module, which would be sent a second time in this bundle.
 */
export default function GlobalError() {
  return (
    <html lang="tr">
      <body
        style={{ fontFamily: "system-ui, sans-serif", padding: "3rem 1.5rem", maxWidth: "40rem", margin: "0 auto" }}
      >
        <h1>Unexpected Application Error!</h1>
        <p>Üzgünüz, beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.</p>
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Sayfayı Yenile
          </button>{" "}
          <a href={SITE_ROOT}>Ana Sayfaya Dön</a>
        </p>
      </body>
    </html>
  );
}
