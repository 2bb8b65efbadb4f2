// Words the store shows for catalogue categories and colours.
import type { Color, ProductCategory } from "@core/product";

export const categoryLabels: Record<ProductCategory, string> = {
  tee: "T-Shirt",
  hoodie: "Hoodie",
  "long-sleeve": "Long Sleeve",
  "mesh-snapback": "Mesh Snapback",
  "dad-hat": "Dad Hat",
  "fitted-hat": "Fitted Hat",
  bundle: "Bundle",
  devotional: "Devotional",
  other: "Other",
};

/** Swatch colours for the colour picker; the name is always shown beside the swatch. */
export const colorSwatches: Record<Color, string> = {
  Black: "#1d1b16",
  White: "#ffffff",
  Navy: "#1f2f57",
  Red: "#b42318",
  Green: "#177048",
  Purple: "#5b2a86",
  Yellow: "#efbf45",
  Pink: "#f4a6c1",
};
