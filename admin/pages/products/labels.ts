import type { ProductCategory } from "@core/product";

/** Categories as staff read them. */
export const categoryLabels: Record<ProductCategory, string> = {
  tee: "T-shirt",
  hoodie: "Hoodie",
  "long-sleeve": "Long sleeve",
  "mesh-snapback": "Mesh snapback",
  "dad-hat": "Dad hat",
  "fitted-hat": "Fitted hat",
  bundle: "Bundle",
  devotional: "Devotional",
  other: "Other",
};
