import { Gift, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeading } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";

const promises = [
  { icon: Truck, title: "Free standard delivery", text: "On every store order, with an express option at checkout." },
  { icon: Gift, title: "Gift wrap on any item", text: "Add it in the basket and we will wrap it with care." },
  { icon: ShieldCheck, title: "Secure card checkout", text: "Your payment goes straight to the ministry." },
];

export function MarketplaceIntro() {
  return (
    <Section tone="sand" aria-labelledby="home-marketplace-title">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <SectionHeading id="home-marketplace-title" eyebrow="Wear your faith" title="The Marketplace" align="left">
            <p>
              Faith-inspired T-shirts, hoodies, hats and devotional journals, made to start conversations. Every
              purchase helps fund our work with families in Jamaica and the diaspora.
            </p>
          </SectionHeading>
          <Button asChild className="mt-8">
            <Link to={paths.marketplace}>Visit the Marketplace</Link>
          </Button>
        </div>
        <ul className="space-y-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-card bg-white/70 p-5 ring-1 ring-line">
              <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-evergreen-700 text-white">
                <Icon className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-evergreen-900">{title}</p>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
