import { describe, expect, it } from "vitest";
import { clientRouteFor } from "./client-link";

const plainClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const here = { origin: "https://purpose.example", pathname: "/", search: "" };
const link = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, here.origin).href,
  target: attributes.target ?? "",
  hasAttribute: (name: string) => name in attributes,
});

describe("which clicks in static HTML the router takes", () => {
  it("routes a plain click on a link to another page of the site, keeping its query and fragment", () => {
    expect(clientRouteFor(plainClick, link("/movement"), here)).toBe("/movement");
    expect(clientRouteFor(plainClick, link("/store?tab=books#top"), here)).toBe("/store?tab=books#top");
    expect(clientRouteFor(plainClick, link("/store", { target: "_self" }), here)).toBe("/store");
  });

  it("leaves new tabs, downloads, other sites, mail links and in-page jumps to the browser", () => {
    expect(clientRouteFor({ ...plainClick, ctrlKey: true }, link("/movement"), here)).toBeNull();
    expect(clientRouteFor({ ...plainClick, metaKey: true }, link("/movement"), here)).toBeNull();
    expect(clientRouteFor({ ...plainClick, shiftKey: true }, link("/movement"), here)).toBeNull();
    expect(clientRouteFor({ ...plainClick, button: 1 }, link("/movement"), here)).toBeNull();
    expect(clientRouteFor({ ...plainClick, defaultPrevented: true }, link("/movement"), here)).toBeNull();
    expect(clientRouteFor(plainClick, link("/movement", { target: "_blank" }), here)).toBeNull();
    expect(clientRouteFor(plainClick, link("/guide.pdf", { download: "" }), here)).toBeNull();
    expect(clientRouteFor(plainClick, link("https://www.youtube.com/@purpose"), here)).toBeNull();
    expect(clientRouteFor(plainClick, link("mailto:hello@purpose.example"), here)).toBeNull();
    expect(clientRouteFor(plainClick, link("/#what-we-do"), here)).toBeNull();
  });

  it("leaves a link to a page the server writes (a supporter's account) to load in full", () => {
    expect(clientRouteFor(plainClick, link("/account", { "data-server-page": "" }), here)).toBeNull();
  });
});
