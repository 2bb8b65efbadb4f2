import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { CtaBand } from "../shared/cta-band";

export function ProgrammeCta() {
  return (
    <CtaBand
      id="programme-cta-title"
      eyebrow="Walk with us"
      title="Be Part of Someone’s Destiny"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link to={paths.connect}>Get Involved</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.support}>Sponsor the Programme</Link>
          </Button>
        </>
      }
    >
      <p>
        Join as a mentor or volunteer, ask about a place for yourself or someone you love, or give so that another
        family can take its next step.
      </p>
    </CtaBand>
  );
}
