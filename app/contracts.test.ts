// One definition per contract: every JSON shape the pages read from our API is a schema in
// core/schemas/, shared with the server. This fails when a page grows its own copy of one
// (a type or interface of the same name), and pins the payment reader's type to core's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { PurchaseStatusView } from "@core/schemas/purchase-status";
import type { confirmPurchase } from "./features/payment/api";

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** Every type the shared schemas export, with the names they go by. */
function contractNames(): string[] {
  const names = new Set<string>();
  for (const file of files("core/schemas")) {
    for (const match of readFileSync(file, "utf8").matchAll(/export (?:type|interface) (\w+)/g)) names.add(match[1]!);
  }
  return [...names];
}

describe("API contracts", () => {
  it("are defined once, in core/schemas, and never copied into the pages", () => {
    const names = contractNames();
    expect(names).toContain("PurchaseStatus");
    expect(names).toContain("ApiError");
    const copies: string[] = [];
    for (const file of files("app")) {
      const source = readFileSync(file, "utf8");
      for (const name of names) {
        // A declaration, not an import: `type X =`, `interface X {`, at the start of a line.
        if (new RegExp(`^\\s*(?:export\\s+)?(?:interface|type)\\s+${name}\\b\\s*[<={]`, "m").test(source)) {
          copies.push(`${file}: ${name}`);
        }
      }
    }
    expect(copies, "redefine these from core/schemas instead").toEqual([]);
  });

  it("give the success page exactly core's reading of send-purchase-email", () => {
    expectTypeOf<Awaited<ReturnType<typeof confirmPurchase>>>().toEqualTypeOf<PurchaseStatusView>();
  });
});
