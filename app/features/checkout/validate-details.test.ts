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
