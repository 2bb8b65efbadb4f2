// Records each content page's markup (scripts/lib/page-markup.mjs) from the build's pre-rendered
// copy into server/pages/fixtures/pages-before-data/, which server/pages/seeded-pages.test.ts
// holds the live pages to. Written once from the pages as they were before their words became
// data; run it again (after `npm run build`) only when a page's installed words are meant to
// change, and read the fixtures' diff before committing it.
import { readFileSync, writeFileSync } from "node:fs";
import { pageMarkup } from "./lib/page-markup.mjs";

const pages = process.argv.slice(2);
if (pages.length === 0) {
  console.error("Usage: node scripts/capture-page-markup.mjs /movement [/mission …]");
  process.exit(1);
}
for (const path of pages) {
  const html = readFileSync(path === "/" ? "build/client/index.html" : `build/client${path}/index.html`, "utf8");
  const name = path === "/" ? "home" : path.slice(1);
  writeFileSync(`server/pages/fixtures/pages-before-data/${name}.html`, pageMarkup(html));
  console.log(`recorded ${path}`);
}
