import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of spec §2. contracts/site-routes.ts lists the same paths for the server; a test keeps them equal.
export default [
  layout("components/layout/bare-layout.tsx", [
    route("auth", "routes/auth.tsx"),
    route("auth/callback", "routes/auth-callback.tsx"),
    route("auth/*", "routes/auth.tsx", { id: "routes/auth-splat" }),
    route("reset-password", "routes/reset-password.tsx"),
    route("reset-password/confirm", "routes/reset-password-confirm.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
  ]),
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("listing-quality-grader", "routes/listing-quality-grader.tsx"),
    route("user-guide", "routes/user-guide.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),

    route("dashboard", "routes/dashboard.tsx"),
    route("dashboard/*", "routes/dashboard.tsx", { id: "routes/dashboard-splat" }),
    route("create-listing", "routes/create-listing.tsx"),
    route("listing-history", "routes/listing-history.tsx"),
    route("homes", "routes/homes.tsx"),
    route("homes/:id", "routes/home-detail.tsx"),
    route("listings/:id", "routes/listing.tsx"),
    route("credit-history", "routes/credit-history.tsx"),
    route("profile", "routes/profile.tsx"),
    route("api-dashboard", "routes/api-dashboard.tsx"),
    route("api-testing", "routes/api-testing.tsx"),
    route("airbnb-scraper", "routes/airbnb-scraper.tsx"),
    route("billing/success", "routes/billing-success.tsx"),
    route("billing/cancel", "routes/billing-cancel.tsx"),

    route("image-caption-generator", "routes/image-caption-generator.tsx"),
    route("token-usage", "routes/token-usage.tsx"),
    route("markets", "routes/markets.tsx"),
    route("logo", "routes/logo.tsx"),

    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
