// The error a build step throws when the build's output no longer has the shape the step matches.
// Steps that rewrite or check that output (script deferral, static islands, the lucide icon swap)
// would otherwise do nothing, and a dependency upgrade would ship pages without anyone noticing.

/** A build step's pattern didn't match the build's output: what it expected, what it found, what to do. */
export class BuildOutputMismatch extends Error {
  constructor(
    readonly step: string,
    readonly file: string,
    expected: string,
    found: string,
    whatToDo: string,
  ) {
    super(`${step}: ${file}: expected ${expected}; found ${found}. ${whatToDo}`);
    this.name = "BuildOutputMismatch";
  }
}
