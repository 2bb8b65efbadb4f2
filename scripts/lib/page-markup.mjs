// A page's own markup as a visitor's browser draws it: its <main>, without scripts (the module
// scripts and the loader data React hydrates from change with every build and every data source
// while the page looks the same). The header and footer are the site's, not the page's. What
// server/pages/seeded-pages.test.ts compares with the pages as they were before their words
// became data (scripts/capture-page-markup.mjs wrote the fixtures).
export function pageMarkup(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!main) throw new Error("No <main> in this page");
  return main[1].replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}
