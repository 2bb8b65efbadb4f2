// Imported first by every entry script: on a Node older than the site supports, the script re-runs
// itself on the Node 24 in node_modules before anything else of it loads (node-runtime.mjs).
import { runOnSupportedNode } from "./node-runtime.mjs";

await runOnSupportedNode();
