// /devotionals: the banner over the devotional shelf. The shelf below is the catalogue's.
import { definePage } from "../template";
import { heroSection } from "./shared";

export const devotionalsPage = definePage({
  key: "devotionals",
  path: "/devotionals",
  name: "Devotional Resources",
  sections: {
    hero: heroSection(),
  },
});
