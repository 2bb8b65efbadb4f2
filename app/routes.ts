import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Paths mirror core/paths.ts (the build pre-renders every one of them).
export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-alias" }),
  route("movement", "routes/movement.tsx"),
  route("ministry", "routes/ministry.tsx"),
  route("mission", "routes/mission.tsx"),
  route("men-women-destiny", "routes/men-women-destiny.tsx"),
  route("marketplace", "routes/marketplace.tsx"),
  route("store", "routes/marketplace.tsx", { id: "store" }),
  route("devotionals", "routes/devotionals.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("support", "routes/support.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("payment-cancelled", "routes/payment-cancelled.tsx"),
  route("connect", "routes/connect.tsx"),
  route("newsletter/confirmed", "routes/newsletter-confirmed.tsx"),
  route("newsletter/unsubscribed", "routes/newsletter-unsubscribed.tsx"),
  route("book-call", "routes/book-call.tsx"),
  route("consultation", "routes/coaching.tsx", { id: "consultation" }),
  route("coaching", "routes/coaching.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
