import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const PUBLIC_SEGMENTS =
  "kurumsal|hizmetler|ekibimiz|iletisim|gizlilik-politikasi|kullanim-kosullari|patent|marka|tasarim|hukuki-danismanlik";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Public paths are built by lib/site/paths.ts only: a literal here would escape the language
    // prefix, the base path and the sitemap's view of the site.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXAttribute[name.name='href'] > Literal[value=/^\\//]",
          "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^\\//]",
          "Property[key.name='href'] > Literal[value=/^\\//]",
          "Property[key.name='href'] > TemplateLiteral[quasis.0.value.raw=/^\\//]",
          `Literal[value=/^\\/(${PUBLIC_SEGMENTS})(\\/|$)/]`,
          `TemplateLiteral[quasis.0.value.raw=/^\\/(${PUBLIC_SEGMENTS})(\\/|$)/]`,
        ].map((selector) => ({
          selector,
          message: "Build public paths with lib/site/paths.ts (paths.contact, paths.topic(…)).",
        })),
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "lib/generated/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
