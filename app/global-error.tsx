"use client";

import Link from "next/link";
import { paths } from "@/lib/site/paths";

/**
 * The last fallback, for failures outside every layout (the generic router fallback). It has
 * no messages to read, so it speaks Turkish and English.
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
          <Link href={paths.home}>Ana Sayfaya Dön</Link>
        </p>
      </body>
    </html>
  );
}
