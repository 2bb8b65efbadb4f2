// How the built server is started: by `npm start`, the tests and the measuring scripts alike, so
// what they measure is what runs.

/**
 * Node's arguments for `build/server.mjs`. `--max-semi-space-size=16` (MB) keeps V8's young
 * generation at Node 20's size: Node 24's V8 lets each semi-space grow to 64 MB, and the server
 * then kept about 100 MB more resident for the same objects, over issue 33's memory goal
 * (docs/performance.md, "Node 24 against Node 20"). V8 reads it only as the process starts.
 */
export const SERVER_NODE_ARGS = ["--enable-source-maps", "--max-semi-space-size=16", "build/server.mjs"];
