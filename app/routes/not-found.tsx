import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { CompassArt } from "~/features/content/shared/artwork";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you were looking for could not be found.",
    path: paths.notFound,
  });

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // docs/product-rules.md#pages: the missing path is logged to the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-24">
      <CompassArt className="size-32 sm:size-40" />
      <p className="mt-6 font-serif text-7xl font-semibold text-evergreen-700">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-evergreen-900 sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        The page you were looking for has moved or never existed. Let us help you find your way.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
