// `npm run build`'s last step: the build's assets, compressed once (scripts/lib/precompress.ts).
import { precompress } from "./lib/precompress";

const root = process.argv[2] ?? "build/client";
console.log(`Compressed ${precompress(root)} files of ${root} (a gzip and a brotli copy beside each)`);
