// Writes a gzip and a brotli copy beside each of the build's compressible files, at each one's
// best, so a server start reads them instead of making them: compressing the build took about
// 4 s of every start (the e2e run's server, every test that starts one, a restart in production).
// Pages are left out: the server writes the site's address into each one as it loads it, and
// compresses a page only when it is first sent (server/static-site.ts).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { compressedCopies, isCompressible, walk } from "../../server/static-site";

/** Writes the copies for every file under `root` that is sent compressed; returns how many files. */
export function precompress(root: string): number {
  let files = 0;
  for (const full of walk(root)) {
    const ext = extname(full).toLowerCase();
    if (ext === ".html" || !isCompressible(ext, statSync(full).size)) continue;
    const { gzip, br } = compressedCopies(readFileSync(full));
    // Written after the file they copy: the server uses copies no older than it.
    writeFileSync(`${full}.gz`, gzip);
    writeFileSync(`${full}.br`, br);
    files++;
  }
  return files;
}
