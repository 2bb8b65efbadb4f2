import { paths } from "@core/paths";

/** docs/product-rules.md#pages header links, in order. */
export const mainNavLinks = [
  { to: paths.home, label: "Home" },
  { to: paths.movement, label: "Movement" },
  { to: paths.ministry, label: "Ministry" },
  { to: paths.mission, label: "Mission" },
  { to: paths.marketplace, label: "Store" },
  { to: paths.support, label: "Support" },
  { to: paths.connect, label: "Connect" },
] as const;
