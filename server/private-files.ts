// The data folder holds the token secret, staff sessions and every supporter, and a backup holds
// all of it: only the server's own user may read them (issue 50). New files are made private by
// the process's umask; folders made before (or by a looser umask) are tightened at start.
import { chmod, lstat, readdir } from "node:fs/promises";
import { join } from "node:path";

/** From now on this process makes folders 0700 and files 0600, whatever the shell's umask. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Takes every permission from the group and others on `folder` and everything in it (0755 becomes
 * 0700, 0666 becomes 0600); the owner's bits stay. Symlinks are not followed. A missing folder is
 * fine. Answers the paths whose mode could not be changed (a network share that refuses chmod, a
 * file owned by another user), for the caller to warn about rather than refuse to start.
 */
export async function tightenFolder(folder: string): Promise<string[]> {
  let info;
  try {
    info = await lstat(folder);
  } catch (error) {
    // Not there (or under a file): nothing to tighten; whoever opens it says what is wrong.
    if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw error;
  }
  if (info.isSymbolicLink()) return [];
  const refused: string[] = [];
  if ((info.mode & 0o077) !== 0) await chmod(folder, info.mode & 0o700).catch(() => refused.push(folder));
  if (!info.isDirectory()) return refused;
  for (const name of await readdir(folder)) refused.push(...(await tightenFolder(join(folder, name))));
  return refused;
}
