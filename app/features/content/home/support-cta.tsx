import { Heart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { CtaBand } from "../shared/cta-band";

export function SupportCta() {
  return (
    <CtaBand
      id="home-support-title"
      eyebrow="Partner with us"
      title="Support the Movement"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link to={paths.support}>
              <Heart aria-hidden="true" />
              Give Today
            </Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.connect}>Join Our Community</Link>
          </Button>
        </>
      }
    >
      <p>
        Your generosity keeps mentors meeting young people, school bags reaching children and families finding hope.
        Give once or monthly, and if you are a UK taxpayer, Gift Aid adds 25p to every £1 at no extra cost to you.
      </p>
    </CtaBand>
  );
}
