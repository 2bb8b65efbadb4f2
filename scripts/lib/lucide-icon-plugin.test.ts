import { describe, expect, it } from "vitest";
import { BuildOutputMismatch } from "./build-output-mismatch";
import { checkLucideIconsSwapped, type RenderedModule } from "./lucide-icon-plugin";

const light = "/site/app/components/ui/lucide-icon.ts";
const lucide = "/site/node_modules/lucide-react/dist/esm";
const icon = (name: string, importedIds = [light]): RenderedModule => ({ id: `${lucide}/icons/${name}.mjs`, chunk: "assets/shell-1.js", importedIds });
const ownModule: RenderedModule = { id: "/site/app/components/layout/site-header.tsx", chunk: "assets/shell-1.js", importedIds: [`${lucide}/lucide-react.mjs`] };

describe("the lucide-icon check", () => {
  it("passes a bundle whose lucide-react code is icon modules drawn with the light engine", () => {
    expect(() => checkLucideIconsSwapped([ownModule, icon("menu"), icon("x")], light)).not.toThrow();
  });

  it("passes a bundle without lucide-react, as the pre-render's is", () => {
    expect(() => checkLucideIconsSwapped([ownModule], light)).not.toThrow();
  });

  it("fails when an icon module still imports lucide-react's own engine: the swap no longer matches its import", () => {
    const unswapped = [icon("menu"), icon("x", [`${lucide}/createLucideIcon.mjs`]), { id: `${lucide}/createLucideIcon.mjs`, chunk: "assets/shell-1.js", importedIds: [] }];
    expect(() => checkLucideIconsSwapped(unswapped, light)).toThrow(BuildOutputMismatch);
    expect(() => checkLucideIconsSwapped(unswapped, light)).toThrow(
      `lucide-icon: assets/shell-1.js: expected ${lucide}/icons/x.mjs to import "../createLucideIcon.mjs", swapped for ${light}; found it imports ${lucide}/createLucideIcon.mjs. lucide-react's files have changed: see how its icon modules import createLucideIcon now and update scripts/lib/lucide-icon-plugin.ts.`,
    );
  });

  it("fails when lucide-react code other than icon modules is in the bundle, as when its icons have moved", () => {
    const moved = [{ id: `${lucide}/icons-v2/menu.mjs`, chunk: "assets/shell-1.js", importedIds: [`${lucide}/createLucideIcon.mjs`] }];
    expect(() => checkLucideIconsSwapped(moved, light)).toThrow(BuildOutputMismatch);
    expect(() => checkLucideIconsSwapped(moved, light)).toThrow(
      `lucide-icon: assets/shell-1.js: expected no lucide-react code but icon modules (/[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/]/), each drawn with ${light}; found ${lucide}/icons-v2/menu.mjs.`,
    );
  });

  it("fails on an icon module that draws itself without importing an engine", () => {
    expect(() => checkLucideIconsSwapped([icon("menu", [])], light)).toThrow(/expected .*menu\.mjs to import "\.\.\/createLucideIcon\.mjs".*; found it imports nothing\./);
  });
});
