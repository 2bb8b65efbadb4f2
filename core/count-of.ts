// "1 gift", "3 gifts", "1,204 gifts": a number with its noun, singular when it is one.
import { groupThousands } from "./money";

export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${groupThousands(count)} ${count === 1 ? one : many}`;
}
