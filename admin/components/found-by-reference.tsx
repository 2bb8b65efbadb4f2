// A whole reference typed into a list's search is looked up in every state (issue 55): say so
// beside the list, so a record outside the chosen view or filters doesn't puzzle anyone.
import { exactReference, type ReferencePrefix } from "@core/references";

export function FoundByReference({ typed, prefix }: { typed: string | null; prefix: ReferencePrefix }) {
  const reference = exactReference(typed, prefix);
  if (!reference) return null;
  return <p className="text-sm text-muted">{reference} is looked up by its reference, whatever the view and filters chosen.</p>;
}
