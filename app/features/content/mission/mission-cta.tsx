import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { CtaBand } from "../shared/cta-band";

export function MissionCta() {
  return (
    <CtaBand
      id="mission-cta-title"
      eyebrow="Get involved"
      title="Be Part of the Mission"
      actions={
        <>
          <Button asChild variant="gold" size="lg">
            <Link to={paths.support}>Support the Mission</Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link to={paths.connect}>Connect With Us</Link>
          </Button>
        </>
      }
    >
      <p className="font-serif text-xl italic">
        “For I know the plans I have for you,” declares the Lord, “plans to prosper you and not to harm you, plans to
        give you hope and a future.”
      </p>
      <p className="mt-3 text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">Jeremiah 29:11 (NIV)</p>
    </CtaBand>
  );
}
