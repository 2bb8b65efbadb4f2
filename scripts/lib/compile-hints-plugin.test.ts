import { describe, expect, it } from "vitest";
import { BuildOutputMismatch } from "./build-output-mismatch";
import { chunksToHint, COMPILE_HINT, withCompileHint } from "./compile-hints-plugin";

const chunks = [
  { name: "framework", fileName: "assets/framework-1.js" },
  { name: "shell", fileName: "assets/shell-2.js" },
  { name: "home", fileName: "assets/home-3.js" },
];

describe("the compile-hints step", () => {
  it("marks only the named chunk", () => {
    expect(chunksToHint(chunks, "framework").map((chunk) => chunk.fileName)).toEqual(["assets/framework-1.js"]);
  });

  it("fails the build when no chunk has the name, so a renamed group can't turn the hint off unseen", () => {
    expect(() => chunksToHint(chunks, "vendor")).toThrow(BuildOutputMismatch);
    expect(() => chunksToHint(chunks, "vendor")).toThrow(/a chunk named "vendor"/);
  });

  it("puts V8's whole-file hint on the chunk's first line, once", () => {
    const code = 'import{r as e}from"./runtime.js";var n=1;';
    const hinted = withCompileHint(code);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.endsWith(code)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(COMPILE_HINT.endsWith("\n")).toBe(true);
  });
});
