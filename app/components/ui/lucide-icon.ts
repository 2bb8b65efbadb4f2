// lucide-react draws every icon through one general engine (context, alias classes, attribute-name
// mapping) that costs every page 2 kB gzip. The browser's build hands each lucide icon module this
// function in its place (the `lucide-icon` plugin, scripts/lib/lucide-icon-plugin.ts); the pre-render
// imports lucide-react from node_modules as it is. Hydration needs both to draw the same SVG for the
// props we use; lucide-icon.test.ts renders each icon the site imports both ways and compares them.
import { createElement, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name: string;
  aliases?: string[];
  size?: number;
  node: IconNode;
}
export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const hasA11yProp = (props: object) =>
  Object.entries(props).some(([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null);

export default function createLucideIcon(icon: IconData) {
  function LucideIcon({ size = 24, color = "currentColor", strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }: IconProps) {
    const viewBox = icon.size ?? 24;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${viewBox} ${viewBox}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBox) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: ["lucide", ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`), className]
          .filter(Boolean)
          .join(" "),
        ...(!children && !hasA11yProp(rest) && { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
