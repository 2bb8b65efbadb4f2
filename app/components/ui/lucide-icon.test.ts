import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { trimIconData } from "../../../scripts/lib/lucide-icon-plugin";
import createLucideIcon, { type IconProps } from "./lucide-icon";

const appDir = join(import.meta.dirname, "../..");

/** Every icon the site imports from lucide-react. */
function iconsTheSiteUses(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(appDir, file), "utf8");
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const name of list!.split(",").map((n) => n.trim())) if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  return [...names].sort();
}

type IconData = Parameters<typeof createLucideIcon>[0];

/** The icon's data as the build hands it to the light engine: its module's source, trimmed by the lucide-icon plugin. */
function builtIconData(moduleName: string): { data: IconData; source: string } {
  const source = trimIconData(readFileSync(join(appDir, `../node_modules/lucide-react/dist/esm/icons/${moduleName}.mjs`), "utf8"));
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source);
  expect(literal, `${moduleName}.mjs declares its data as before`).not.toBeNull();
  return { data: new Function(`return ${literal![1]}`)() as IconData, source };
}

const render = (Icon: ComponentType<IconProps>, props: IconProps) => renderToStaticMarkup(createElement(Icon, props));

const propsTheSiteUses: IconProps[] = [
  {},
  { className: "size-4", "aria-hidden": "true" },
  { className: "mt-0.5 size-4 shrink-0 text-gold-300", "aria-hidden": true },
  { className: "size-5", strokeWidth: 3 },
  { className: "size-6", strokeWidth: 1.75 },
  { "aria-label": "Basket", role: "img" },
  { size: 20, color: "#0b3424" },
  { size: 48, strokeWidth: 2, absoluteStrokeWidth: true },
];

describe("the build's light lucide icons", () => {
  const used = iconsTheSiteUses();

  it("finds the icons the site imports", () => {
    expect(used.length).toBeGreaterThan(20);
    expect(used).toEqual(expect.arrayContaining(["Menu", "ShoppingBag", "X"]));
  });

  it.each(used)("draw %s exactly as lucide-react does", async (name) => {
    const Real: ComponentType<IconProps> | undefined = Reflect.get(lucide, name);
    expect(Real, `lucide-react exports ${name}`).toBeDefined();
    // The icon's own module (its file name is its first class after "lucide") holds the data the build passes in.
    const moduleName = /class="lucide lucide-([a-z0-9-]+)/.exec(render(Real!, {}))![1]!;
    const { __iconData } = (await import(`lucide-react/icons/${moduleName}`)) as { __iconData: IconData };
    const built = builtIconData(moduleName);
    // What the build leaves out is only what the light engine never reads.
    expect(built.source).not.toMatch(/\bkey:/);
    expect(built.data).toEqual({ ...__iconData, size: __iconData.size === 24 ? undefined : __iconData.size, node: __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]) });
    const Light = createLucideIcon(built.data);
    for (const props of propsTheSiteUses) expect(render(Light, props)).toBe(render(Real!, props));
  });
});
