// "1 gift", "3 gifts", "1,204 gifts": a number with its noun, singular when it is one.

export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
}
