import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Features don't import each other (README, Layout): each feature folder may import only itself.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A double cast tells the checker nothing is known; type the thing (a real object, a declared
      // global, Reflect.get into unknown and a check) instead (issue 55).
      "no-restricted-syntax": [
        "error",
        { selector: "TSAsExpression > TSAsExpression > TSUnknownKeyword", message: "No `as unknown as`: type what it is, or read it as unknown and check." },
      ],
    },
  },
  {
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "core/ ships to the browser: import * as z from \"zod/mini\" (docs/decisions/0005)." }],
          patterns: [{ group: ["~/*", "**/app/**", "**/server/**", "node:*"], message: "core/ runs in the browser and the server: it imports nothing from app/, server/ or Node." }],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/*", "**/app/**"], message: "The server does not import the React app." }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "The app ships to the browser: import * as z from \"zod/mini\" (docs/decisions/0005)." }],
          patterns: [
            {
              group: ["~/features/*", `!~/features/${feature}`, `!~/features/${feature}/**`, "**/server/**"],
              message: "Features don't import each other or the server; compose them in a route module.",
            },
          ],
        },
      ],
    },
  })),
  {
    // The back office shares the site's components and contracts, never its pages or features
    // (docs/decisions/0014-admin-separate-entry.md), and the public app never imports it.
    files: ["admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "The back office ships to the browser: import * as z from \"zod/mini\" (docs/decisions/0005)." }],
          patterns: [{ group: ["**/server/**", "~/features/*", "~/routes/*"], message: "The back office uses app/components and core/ only; the API is its way to the server." }],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "The app ships to the browser: import * as z from \"zod/mini\" (docs/decisions/0005)." }],
          patterns: [{ group: ["**/server/**"], message: "The app does not import server code." }],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly", clearTimeout: "readonly", AbortSignal: "readonly", localStorage: "readonly" } },
  },
);
