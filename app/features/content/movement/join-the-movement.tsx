import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { CtaBand } from "../shared/cta-band";

export function JoinTheMovement() {
  return (
    <CtaBand
      id="join-the-movement-title"
      eyebrow="Get involved"
      title="Join the Movement"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link to={paths.connect}>Connect With Us</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.support}>Support the Movement</Link>
          </Button>
        </>
      }
    >
      <p>
        Pray with us, give with us, serve with us. However you join in, you will be part of a community that believes
        purpose is better discovered together.
      </p>
    </CtaBand>
  );
}
