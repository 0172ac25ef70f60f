"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { signInErrorFrom } from "@/lib/auth/sign-in-errors";
import formStyles from "./AdminForm.module.css";
import { useHydrated } from "./FormParts";
import styles from "./LoginForm.module.css";
import { paths } from "@/lib/site/paths";

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "error"; message: string };

/** E-mail and password through next-auth's credentials provider; every failure gets one clear line. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations("Admin.login");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Until the script runs, the browser would send the form itself: never let it (a GET would put the
  // password in the address), so the button waits, and the method is POST regardless.
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return setStatus({ kind: "error", message: t("required") });
    setStatus({ kind: "submitting" });
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (result?.ok && !result.error) return window.location.assign(returnTo);
      setStatus({ kind: "error", message: t(signInErrorFrom(result?.error)) });
    } catch {
      setStatus({ kind: "error", message: t("failure") });
    }
  }

  return (
    <main className="backdrop-page">
      <form
        className={styles.card}
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
        data-ready={hydrated || undefined}
      >
        <h1 id="login-title">{t("title")}</h1>
        <p className={styles.intro}>{t("intro")}</p>
        <label htmlFor="login-email">{t("email")}</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required aria-required="true" />
        <label htmlFor="login-password">{t("password")}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-required="true"
        />
        <p className={styles.error} role="alert" aria-live="assertive">
          {status.kind === "error" ? status.message : ""}
        </p>
        <button type="submit" className={formStyles.primaryButton} disabled={!hydrated || status.kind === "submitting"}>
          {status.kind === "submitting" ? t("submitting") : t("submit")}
        </button>
        <Link href={paths.home} className={styles.back}>
          {t("backToSite")}
        </Link>
      </form>
    </main>
  );
}
