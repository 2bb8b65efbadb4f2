// Every package the project's code, build and tools import is one package.json declares. An import
// that only resolves because another package brought it along (rolldown came with vite) breaks, or
// changes version, when that package's own dependencies change.
import { builtinModules } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const sourceDirectories = ["app", "core", "server", "scripts", "e2e"];
const source = /\.(ts|tsx|js|mjs)$/;

// Static imports and re-exports (over several lines), side-effect imports, dynamic imports, import.meta.resolve.
const importSpecifiers = [
  /^\s*(?:import|export)\s[^"';]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  /\bimport\.meta\.resolve\(\s*["']([^"']+)["']/g,
];

// The project's own path aliases (tsconfig.json's paths: ~/… and @core/…) name no package.
const tsconfig = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as { compilerOptions: { paths: Record<string, string[]> } };
const aliases = Object.keys(tsconfig.compilerOptions.paths).map((alias) => alias.replace(/\*$/, ""));

/** The package a bare specifier names (`@scope/name/sub/path` → `@scope/name`), or nothing for a path, an alias or a built-in. */
function packageName(specifier: string): string | undefined {
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/i.test(specifier) || specifier.startsWith("node:")) return undefined;
  if (aliases.some((alias) => specifier.startsWith(alias))) return undefined;
  const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  return builtinModules.includes(name) ? undefined : name;
}

function projectFiles(): string[] {
  const files = readdirSync(root).filter((file) => source.test(file));
  for (const dir of sourceDirectories) {
    for (const file of readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (source.test(file)) files.push(join(dir, file));
    }
  }
  return files;
}

/** Each package imported, with the files that import it. */
function importedPackages(): Map<string, string[]> {
  const imported = new Map<string, string[]>();
  for (const file of projectFiles()) {
    const text = readFileSync(join(root, file), "utf8");
    for (const pattern of importSpecifiers) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const name = packageName(specifier!);
        if (name) imported.set(name, [...(imported.get(name) ?? []), file]);
      }
    }
  }
  return imported;
}

describe("declared dependencies", () => {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, Record<string, string>>;
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const imported = importedPackages();

  it("finds the packages the build and the site import", () => {
    expect([...imported.keys()]).toEqual(expect.arrayContaining(["vite", "rolldown", "esbuild", "react", "fastify", "drizzle-orm"]));
  });

  it("declares every package the project imports in package.json", () => {
    const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, files]) => `${name} (imported by ${[...new Set(files)].join(", ")})`);
    expect(undeclared, "add these to package.json at the version node_modules holds").toEqual([]);
  });
});
