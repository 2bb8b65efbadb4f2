import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { CtaBand } from "../shared/cta-band";

export function ServeWithUs() {
  return (
    <CtaBand
      id="serve-with-us-title"
      eyebrow="Get involved"
      title="Serve With Us"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link to={paths.connect}>Connect With Us</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.support}>Support the Ministry</Link>
          </Button>
        </>
      }
    >
      <p>
        Mentors, prayer partners, drivers, cooks, teachers and givers: every ministry here runs on people who said
        yes. There is a place for you too.
      </p>
    </CtaBand>
  );
}
