// The page editor's form state: the page's content as the template shapes it, changed one field
// at a time by its path (`sections.values.cards.1.title`, the names the server's messages use),
// and the messages for each field, from this browser's check or from the server's 422.
import { contentIconNames } from "@core/pages/icons";
import type { ItemSlot, ListSlot, PageContent } from "@core/pages/template";

/** A field's path, as the server names it after `content.`. */
export type FieldPath = string;
/** Messages by field path. */
export type FieldErrors = Record<FieldPath, string>;

/** The content with one value replaced, every object on the way copied (the rest shared). */
export function setAt(content: PageContent, path: FieldPath, value: unknown): PageContent {
  const keys = path.split(".");
  const replace = (node: unknown, depth: number): unknown => {
    if (depth === keys.length) return value;
    const key = keys[depth]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = replace(copy[Number(key)], depth + 1);
      return copy;
    }
    const record = (node ?? {}) as Record<string, unknown>;
    return { ...record, [key]: replace(record[key], depth + 1) };
  };
  return replace(content, 0) as PageContent;
}

/** The value at a path, or undefined. */
export function getAt(content: PageContent, path: FieldPath): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node === null || typeof node !== "object" ? undefined : (node as Record<string, unknown>)[key]),
      content,
    );
}

/** An element id for a field, so an error summary can link to it. */
export function fieldId(path: FieldPath): string {
  return `field-${path.replace(/\./g, "-")}`;
}

/** A new card or item: every slot empty, to be filled (the first icon offered for an icon). */
export function emptyItem(list: ListSlot): Record<string, unknown> {
  const empty = (slot: ItemSlot): unknown => {
    switch (slot.kind) {
      case "text":
        return "";
      case "richText":
        return { type: "doc", content: [] };
      case "link":
        return { label: "", href: "" };
      case "image":
        return { photo: null, alt: "", decorative: false };
      case "icon":
        return contentIconNames[0];
    }
  };
  return Object.fromEntries(Object.entries(list.item).map(([key, slot]) => [key, empty(slot)]));
}

/** Messages by field from the server's issues (`content.sections.x.y` → `sections.x.y`). */
export function errorsOf(issues: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field.replace(/^content\./, "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages for fields under a path (a card's, when it moves or goes), renumbered or dropped. */
export function errorsWithoutItem(errors: FieldErrors, listPath: FieldPath, removed: number): FieldErrors {
  const kept: FieldErrors = {};
  const prefix = `${listPath}.`;
  for (const [field, message] of Object.entries(errors)) {
    if (!field.startsWith(prefix)) {
      kept[field] = message;
      continue;
    }
    const [index, ...rest] = field.slice(prefix.length).split(".");
    const i = Number(index);
    if (i === removed) continue;
    kept[[listPath, i > removed ? i - 1 : i, ...rest].join(".")] = message;
  }
  return kept;
}
