// How V8 compiles the embedded database's WebAssembly (docs/decisions/0043-pglite-without-wasm-tier-up.md).
import { setFlagsFromString } from "node:v8";

/**
 * Keeps PGlite's WebAssembly on V8's baseline compiler (Liftoff): no function is recompiled by the
 * optimising compiler. On Node 24 V8 recompiles the functions that get hot, and one of
 * PostgreSQL's (105 kB of WebAssembly) took 640 MB and 5 s of a core to compile a few seconds after
 * every start: the server's peak memory went from about 440 MB to about 970 MB, for queries that
 * measured no faster.
 *
 * `--wasm-tier-up-filter` names the one function allowed to tier up; an index no function has
 * allows none. (`--liftoff-only` says the same, but V8 reads its implications only at start.)
 * Call first thing, before PGlite compiles its module.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString(`--wasm-tier-up-filter=${2 ** 31 - 1}`);
}
