import { describe, expect, it } from "vitest";
import { emptyCustomerDetails } from "@core/schemas/customer";
import { checkCustomerDetails, detailsComplete } from "./validate-details";

const complete = {
  ...emptyCustomerDetails,
  firstName: "Grace",
  lastName: "Campbell",
  email: "grace@example.com",
  address: "12 Hope Road",
  city: "London",
  postalCode: "SE15 4ZX",
  country: "United Kingdom",
};

describe("checkCustomerDetails (docs/product-rules.md#validation)", () => {
  it("passes complete details, with phone optional, and trims them", () => {
    const result = checkCustomerDetails({ ...complete, firstName: "  Grace " });
    expect(result).toMatchObject({ ok: true, details: { firstName: "Grace", phone: undefined } });
    expect(detailsComplete(complete)).toBe(true);
  });

  it.each(["firstName", "lastName", "email", "address", "city", "postalCode", "country"] as const)(
    "says Missing Information when %s is empty, and marks that field",
    (field) => {
      const result = checkCustomerDetails({ ...complete, [field]: "   " });
      if (result.ok) throw new Error("should fail");
      expect(result.notice).toEqual({ title: "Missing Information", description: "Please fill in all required fields." });
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(result.firstInvalid).toBe(field);
    },
  );

  it.each(["grace", "grace@example", "grace @example.com", "@example.com"])("says Invalid Email for %j", (email) => {
    const result = checkCustomerDetails({ ...complete, email });
    if (result.ok) throw new Error("should fail");
    expect(result.notice).toEqual({ title: "Invalid Email", description: "Please enter a valid email address." });
    expect(result.errors.email).toMatch(/valid email/);
  });

  it("reports Missing Information before a bad email, marking both fields", () => {
    const result = checkCustomerDetails({ ...complete, email: "nope", city: "" });
    if (result.ok) throw new Error("should fail");
    expect(result.notice.title).toBe("Missing Information");
    expect(Object.keys(result.errors).sort()).toEqual(["city", "email"]);
    expect(result.firstInvalid).toBe("email");
  });

  it("refuses a country that is not on the list", () => {
    const result = checkCustomerDetails({ ...complete, country: "Atlantis" });
    expect(result.ok).toBe(false);
    expect(detailsComplete({ ...complete, country: "Atlantis" })).toBe(false);
  });
});

describe("a UK delivery address (one postcode rule with Gift Aid: core/uk-postcode.ts)", () => {
  it("takes a UK postcode in any case or spacing, and stores it upper case with one space", () => {
    expect(checkCustomerDetails({ ...complete, postalCode: "b11aa" })).toMatchObject({ ok: true, details: { postalCode: "B1 1AA" } });
    expect(checkCustomerDetails({ ...complete, postalCode: " sw1a  1aa " })).toMatchObject({ ok: true, details: { postalCode: "SW1A 1AA" } });
  });

  it("marks a postcode that isn't one, naming the rule, and doesn't pass", () => {
    const result = checkCustomerDetails({ ...complete, postalCode: "12345" });
    if (result.ok) throw new Error("should fail");
    expect(result.errors).toEqual({ postalCode: "Enter a UK postcode, like SE15 4ZX" });
    expect(result.firstInvalid).toBe("postalCode");
    expect(result.notice.title).toBe("Check your details");
    expect(detailsComplete({ ...complete, postalCode: "12345" })).toBe(false);
  });

  it("says only 'Enter your postcode' for an empty one", () => {
    const result = checkCustomerDetails({ ...complete, postalCode: "" });
    if (result.ok) throw new Error("should fail");
    expect(result.errors).toEqual({ postalCode: "Enter your postcode" });
  });

  it("leaves other countries' postcodes as typed", () => {
    expect(checkCustomerDetails({ ...complete, country: "United States", postalCode: "90210" })).toMatchObject({ ok: true, details: { postalCode: "90210" } });
    expect(checkCustomerDetails({ ...complete, country: "Ireland", postalCode: "d02 x285" })).toMatchObject({ ok: true, details: { postalCode: "d02 x285" } });
  });
});
