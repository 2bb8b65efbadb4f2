// The legal pages after their words became data (core/pages/templates/terms.ts, privacy.ts): the
// parts worded from the charity's details still follow Settings, a published edit to a section is
// on the page within seconds with its anchor and the charity's parts kept, a hidden section leaves
// the contents list too, and the privacy policy refuses a title that would put a "complaint" link
// above the complaint form's. Needs `npm run build` (the pages are rendered).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doc, h3, p } from "../../core/pages/seeds/write";
import type { PageContent } from "../../core/pages/template";
import type { privacyPage } from "../../core/pages/templates/privacy";
import type { termsPage } from "../../core/pages/templates/terms";
import type { AdminPage } from "../../core/schemas/admin-pages";
import { buildTestApp, waitFor } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { joinAsStaff, type StaffAgent } from "../test-support/staff";

type Privacy = PageContent<typeof privacyPage>;
type Terms = PageContent<typeof termsPage>;

/** One section of a legal page as a reader gets it (React's empty comments between text taken out). */
function section(html: string, id: string): string {
  const found = new RegExp(`<section aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1];
  if (found === undefined) throw new Error(`No section #${id} on the page`);
  return found.replaceAll("<!-- -->", "");
}

/** The page's contents list ("On this page"). */
function contents(html: string): string {
  return /<nav aria-label="On this page"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
}

describe.each(testDatabaseKinds)("the legal pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: StaffAgent;
  let editor: StaffAgent;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { site: "built" });
    owner = await joinAsStaff(app, database.db, { email: "owner@team.test", role: "owner" });
    editor = await joinAsStaff(app, database.db, { email: "editor@team.test", role: "editor" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const open = async <T>(key: string) => (await editor.request({ method: "GET", url: `/api/admin/pages/${key}` })).json<AdminPage & { draft: T }>();
  const publish = (key: string, version: number, content: unknown) => editor.request({ method: "POST", url: `/api/admin/pages/${key}/publish`, payload: { version, content } });

  it("words the charity's saved details into the terms and the privacy policy, around the words staff write", async () => {
    const saved = await owner.request({
      method: "PATCH",
      url: "/api/admin/settings/charity",
      payload: {
        legalName: "Hope Street Trust",
        registration: { register: "scotland", number: "SC012345" },
        address: { lines: ["12 Hope Street"], postcode: "EH1 1AA", country: "United Kingdom" },
        email: "office@purpose.test",
        phone: "0131 496 0000",
        returnPostage: "charity",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor(async () => (await page("/privacy")).includes("Hope Street Trust") && (await page("/terms")).includes("Hope Street Trust"), 5000, "the new name on /privacy and /terms");

    const privacy = await page("/privacy");
    expect(section(privacy, "who-we-are")).toContain("Purpose Movement is the working name of Hope Street Trust, registered charity no. SC012345 (Scotland).");
    expect(section(privacy, "who-we-are")).toContain("Hope Street Trust, 12 Hope Street, EH1 1AA, United Kingdom");
    expect(section(privacy, "your-rights")).toContain('To use any of these rights, email <a href="mailto:office@purpose.test">office@purpose.test</a>.');
    expect(section(privacy, "complaints")).toMatch(/<a href="\/privacy\/complaint">make a complaint[^<]*<\/a> using our online form, or email <a href="mailto:office@purpose.test">/);
    expect(section(privacy, "contact")).toContain('call <a href="tel:01314960000">0131 496 0000</a>');
    // The words staff write are still the installed ones around them.
    expect(section(privacy, "cookies")).toContain("We do not use advertising or tracking cookies");

    const terms = await page("/terms");
    expect(section(terms, "about")).toContain("This website is run by Hope Street Trust, trading as Purpose Movement, registered charity no. SC012345 (Scotland).");
    expect(section(terms, "returns")).toContain("or write to Hope Street Trust, 12 Hope Street, EH1 1AA, United Kingdom.");
    expect(section(terms, "returns")).toContain("We pay the cost of returning them: ask us for a prepaid label.");
    expect(section(terms, "cancellation-form")).toContain("To Hope Street Trust, 12 Hope Street, EH1 1AA, United Kingdom. Email: office@purpose.test");
    expect(section(terms, "donations")).toContain("Donations are gifts to Hope Street Trust");
    for (const [path, html] of [["/privacy", privacy], ["/terms", terms]] as const) {
      expect(html, path).not.toContain("hello@purposemovement.org.uk");
      expect(html, path).not.toContain("PO Box 7781");
    }
  });

  it("puts a published edit to a section on the page, keeping its anchor and the parts worded from Settings and rules", async () => {
    const privacy = await open<Privacy>("privacy");
    const content = structuredClone(privacy.draft);
    content.sections.cookies.title = "Cookies and what your browser keeps";
    content.sections.cookies.body = doc(h3("No tracking"), p("We set no cookies of our own and load nothing from other companies."));
    content.sections.yourRights.body = doc(p("You have the right to see, correct and delete what we hold about you."));
    const published = await publish("privacy", privacy.version, content);
    expect(published.statusCode, published.body).toBe(200);
    await waitFor(async () => (await page("/privacy")).includes("Cookies and what your browser keeps"), 5000, "the edited section on /privacy");

    const html = await page("/privacy");
    expect(contents(html)).toMatch(/<a href="#cookies"[^>]*>Cookies and what your browser keeps<\/a>/);
    expect(section(html, "cookies")).toContain("<h3>No tracking</h3><p>We set no cookies of our own and load nothing from other companies.</p>");
    expect(section(html, "cookies")).not.toContain("advertising or tracking cookies");
    // The edited words, then the line worded from Settings, in that order.
    expect(section(html, "your-rights")).toMatch(/<p>You have the right to see, correct and delete what we hold about you.<\/p><p>To use any of these rights, email <a href="mailto:office@purpose.test">/);
    // The retention periods are still the rules' own.
    expect(section(html, "retention")).toContain("Newsletter sign-ups that were never confirmed: 30 days then deleted.");

    const terms = await open<Terms>("terms");
    const edited = structuredClone(terms.draft);
    edited.sections.returns.after = doc(h3("Your refund"), p("We refund everything you paid within 14 days."));
    edited.sections.coachingAndSpeaking.hidden = true;
    expect((await publish("terms", terms.version, edited)).statusCode).toBe(200);
    await waitFor(async () => (await page("/terms")).includes("We refund everything you paid within 14 days."), 5000, "the edited returns on /terms");
    const termsHtml = await page("/terms");
    expect(section(termsHtml, "returns")).toMatch(/<h3>Sending the items back<\/h3><p>[^<]*We pay the cost of returning them: ask us for a prepaid label.<\/p><h3>Your refund<\/h3><p>We refund everything you paid within 14 days.<\/p><\/div>$/);
    expect(termsHtml).not.toContain('id="coaching-and-speaking"');
    expect(contents(termsHtml)).not.toContain("#coaching-and-speaking");
    expect(contents(termsHtml)).toContain('href="#donations"');
  });

  it("refuses a privacy section title that says complaint, on its field, and leaves the page as it was", async () => {
    const privacy = await open<Privacy>("privacy");
    const content = structuredClone(privacy.draft);
    content.sections.complaints.title = "Complaints";
    const response = await publish("privacy", privacy.version, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ field: "content.sections.complaints.title", message: expect.stringContaining("complaint form") }]);
    expect(contents(await page("/privacy"))).toContain(">If you are unhappy with how we handle your data</a>");
  });
});
