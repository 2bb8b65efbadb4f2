import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

/** A `run` that records each call's inputs and answers when told to. */
function recordingRun(answer: (input: number) => string = (input) => `#${input}`) {
  const calls: number[][] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  const run = async (inputs: readonly number[]) => {
    calls.push([...inputs]);
    if (hold) await new Promise<void>((release) => waiting.push(release));
    return inputs.map(answer);
  };
  return { run, calls, holdNext: (on: boolean) => (hold = on), release: () => waiting.splice(0).forEach((release) => release()) };
}

describe("createBatcher", () => {
  it("runs one call alone, within the turn it was made in, with no timer", async () => {
    const { run, calls } = recordingRun();
    const add = createBatcher(run);
    const answer = add(1);
    await nextTurn();
    expect(calls).toEqual([[1]]);
    expect(await answer).toBe("#1");
  });

  it("answers every caller of one turn from one run, each with its own output", async () => {
    const { run, calls } = recordingRun();
    const add = createBatcher(run);
    expect(await Promise.all([add(1), add(2), add(3)])).toEqual(["#1", "#2", "#3"]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it("gathers what arrives while a run is in flight into the next run, and at most maxBatch in each", async () => {
    const { run, calls, holdNext, release } = recordingRun();
    const add = createBatcher(run, 3);
    holdNext(true);
    const first = add(1);
    await nextTurn();
    const later = [2, 3, 4, 5, 6].map((input) => add(input));
    await nextTurn();
    expect(calls).toEqual([[1]]);
    holdNext(false);
    release();
    expect(await Promise.all([first, ...later])).toEqual(["#1", "#2", "#3", "#4", "#5", "#6"]);
    expect(calls).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("fails only the caller whose input fails, by running a failed batch's inputs again one by one", async () => {
    const calls: number[][] = [];
    const add = createBatcher(async (inputs: readonly number[]) => {
      calls.push([...inputs]);
      if (inputs.includes(2)) throw new Error("2 is refused");
      return inputs.map((input) => input * 10);
    });
    const results = await Promise.allSettled([add(1), add(2), add(3)]);
    expect(results).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("2 is refused") },
      { status: "fulfilled", value: 30 },
    ]);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("refuses the callers a run left without an answer", async () => {
    const add = createBatcher(async (inputs: readonly number[]) => inputs.slice(0, 1));
    const results = await Promise.allSettled([add(1), add(2)]);
    expect(results[0]).toEqual({ status: "fulfilled", value: 1 });
    expect(results[1]?.status).toBe("rejected");
  });

  it("keeps working after a failed run", async () => {
    let fail = true;
    const add = createBatcher(async (inputs: readonly number[]) => {
      if (fail) throw new Error("down");
      return inputs;
    });
    await expect(add(1)).rejects.toThrow("down");
    fail = false;
    expect(await add(2)).toBe(2);
  });
});
