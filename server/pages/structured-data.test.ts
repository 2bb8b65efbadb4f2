import { describe, expect, it } from "vitest";
import { resolveCharityDetails, supporterCharityDetails } from "../../core/charity-details";
import { charityStructuredData, withStructuredData } from "./structured-data";

describe("the charity's structured data", () => {
  it("leaves out, in production, every detail still a placeholder", () => {
    const details = supporterCharityDetails(resolveCharityDetails({ email: "office@purpose.test" }), { production: true });
    const data = charityStructuredData(details, "https://purpose.test");
    expect(data).toMatchObject({ "@type": "NGO", url: "https://purpose.test/", email: "office@purpose.test" });
    for (const key of ["legalName", "identifier", "address", "telephone", "sameAs"]) expect(data, key).not.toHaveProperty(key);
  });

  it("cannot close its script early, whatever a saved value holds", () => {
    const html = withStructuredData("<html><head><title>x</title></head><body></body></html>", { name: "</script><script>alert(1)</script>" });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
