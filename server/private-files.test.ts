// The data and backup folders are the server user's alone: what it makes from now on, and what
// an older release (or a looser umask) left behind, once the server has started.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keepNewFilesPrivate, tightenFolder } from "./private-files";

const scratch = mkdtempSync(join(tmpdir(), "pm-private-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every folder and file under `root` with its mode, as `ls -l` would show the bits. */
function modes(root: string, under = ""): Record<string, string> {
  const all: Record<string, string> = {};
  for (const entry of readdirSync(join(root, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) continue;
    all[path] = mode(join(root, path)).toString(8);
    if (entry.isDirectory()) Object.assign(all, modes(root, path));
  }
  return all;
}

describe("private data files", () => {
  it("tightens a data folder left readable by everyone: folders 0700, files 0600, a symlink's target left alone", () => {
    const data = join(scratch, "data");
    mkdirSync(join(data, "base", "1"), { recursive: true });
    mkdirSync(join(data, "backups"));
    writeFileSync(join(data, "PG_VERSION"), "17\n");
    writeFileSync(join(data, "base", "1", "1259"), "rows");
    writeFileSync(join(data, "backups", "purpose-movement-backup-20261127-021500123.tar.gz"), "backup");
    const outside = join(scratch, "outside.txt");
    writeFileSync(outside, "not ours");
    symlinkSync(outside, join(data, "link"));
    for (const path of [data, join(data, "base"), join(data, "base", "1"), join(data, "backups")]) chmodSync(path, 0o755);
    for (const path of [join(data, "PG_VERSION"), join(data, "base", "1", "1259")]) chmodSync(path, 0o666);
    chmodSync(join(data, "backups", "purpose-movement-backup-20261127-021500123.tar.gz"), 0o644);
    chmodSync(outside, 0o644);

    return tightenFolder(data).then((refused) => {
      expect(refused).toEqual([]);
      expect(mode(data)).toBe(0o700);
      expect(modes(data)).toEqual({
        PG_VERSION: "600",
        base: "700",
        "base/1": "700",
        "base/1/1259": "600",
        backups: "700",
        "backups/purpose-movement-backup-20261127-021500123.tar.gz": "600",
      });
      expect(mode(outside)).toBe(0o644);
    });
  });

  it("a missing folder, or one under a file, is no error", async () => {
    expect(await tightenFolder(join(scratch, "never-made"))).toEqual([]);
    writeFileSync(join(scratch, "a-file"), "");
    expect(await tightenFolder(join(scratch, "a-file", "data"))).toEqual([]);
  });

  it("makes every new folder 0700 and file 0600 once asked, whatever the umask was", () => {
    const before = process.umask(0o022);
    try {
      keepNewFilesPrivate();
      mkdirSync(join(scratch, "new"));
      writeFileSync(join(scratch, "new", "file"), "x");
      expect(modes(join(scratch, "new"))).toEqual({ file: "600" });
      expect(mode(join(scratch, "new"))).toBe(0o700);
    } finally {
      process.umask(before);
    }
  });
});
