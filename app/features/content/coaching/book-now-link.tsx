import { ExternalLink } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { siteConfig } from "@core/site-config";
import { useCharity } from "~/lib/charity";

/** 'Book Now': a plain link to the third-party booking page, in a new tab, announced as such. */
export function BookNowLink({
  service,
  variant = "primary",
  size = "md",
  className,
}: {
  service?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  // The booking address owners saved in Settings (the placeholder until then).
  const bookingUrl = useCharity().bookingUrl ?? siteConfig.bookingUrl;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
        Book Now
        <span className="sr-only">
          {service ? `: ${service}` : ""} (opens in a new tab)
        </span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}
