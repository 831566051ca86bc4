/**
 * A REAL full disk for tests: a small tmpfs mounted where a program writes, so its writes fail
 * with ENOSPC midway. The mount is made, in order of preference:
 *  1. `unshare --user --map-root-user --mount`: a private mount namespace, no root needed where
 *     user namespaces are allowed, and nothing can leak (the mount dies with the namespace);
 *  2. a plain `mount` when running as root (the caller unmounts it after each test);
 *  3. otherwise the tests are skipped, with the reason printed.
 * AGENTCI_TEST_TMPFS=unshare|mount|none forces one (to check the fallbacks by hand).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TmpfsMode = 'unshare' | 'mount';

/** Mounts a tmpfs of `size` (`128k`) on `dir`; undefined when it worked, else why not. */
export function tryMount(dir: string, mode: TmpfsMode, size: string): string | undefined {
  const r =
    mode === 'unshare'
      ? spawnSync(
          'unshare',
          [
            '--user',
            '--map-root-user',
            '--mount',
            'sh',
            '-c',
            `mount -t tmpfs -o size=${size} tmpfs "$1"`,
            'sh',
            dir,
          ],
          { encoding: 'utf8' },
        )
      : spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], {
          encoding: 'utf8',
        });
  if (r.status === 0) return undefined;
  return (r.error?.message ?? r.stderr.trim()) || `exit ${r.status}`;
}

/** Which way a tmpfs can be mounted here, or why none can. */
export function probeTmpfs(size: string): { mode?: TmpfsMode; why: string } {
  const forced = process.env.AGENTCI_TEST_TMPFS;
  if (forced === 'none') return { why: 'AGENTCI_TEST_TMPFS=none' };
  if (process.platform !== 'linux') return { why: 'tmpfs mounts need Linux' };
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-tmpfs-probe-'));
  try {
    const reasons: string[] = [];
    if (forced !== 'mount') {
      const err = tryMount(dir, 'unshare', size);
      if (!err) return { mode: 'unshare', why: '' };
      reasons.push(`unshare: ${err}`);
    }
    if (forced !== 'unshare') {
      if (process.getuid?.() !== 0) reasons.push('mount: not root');
      else {
        const err = tryMount(dir, 'mount', size);
        if (!err) {
          spawnSync('umount', [dir]);
          return { mode: 'mount', why: '' };
        }
        reasons.push(`mount: ${err}`);
      }
    }
    return { why: reasons.join('; ') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lines of /proc/mounts (our namespace) that mention `dir`. */
export const mountsOf = (dir: string): string[] =>
  readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .filter((l) => l.includes(dir));

/** What unshareTmpfs's wrapper exits with when it, not the command, failed. */
export const WRAPPER_FAILURES = [97, 98, 99];

/**
 * The command line that runs `command` in a private mount namespace with a fresh tmpfs of `size`
 * on `disk` (`copyIn` files copied onto it first). The tmpfs lives as long as the namespace, so
 * its content is copied to the folder `after` at the end, and its /proc/mounts line to
 * `<after>.mount`. Exits 97, 98 or 99 when the mount or a copy failed, else with the command's
 * code.
 */
export function unshareTmpfs(opts: {
  disk: string;
  size: string;
  after: string;
  copyIn?: string[];
  command: string[];
  /**
   * The shell of the wrapper script. dash (Debian's sh) drops environment variables whose names
   * are not shell identifiers, such as the runner's `INPUT_GITHUB-TOKEN`; bash passes them on.
   */
  shell?: 'sh' | 'bash';
}): string[] {
  const script = [
    'D=$1; S=$2; shift 2',
    `mount -t tmpfs -o size=${opts.size} tmpfs "$D" || exit 97`,
    'while [ "$1" != -- ]; do cp "$1" "$D"/ || exit 98; shift; done; shift',
    'grep " $D " /proc/mounts > "$S.mount"',
    '"$@"; rc=$?',
    'cp -R "$D"/. "$S"/ || exit 99',
    'exit $rc',
  ].join('\n');
  return [
    'unshare',
    '--user',
    '--map-root-user',
    '--mount',
    opts.shell ?? 'sh',
    '-c',
    script,
    opts.shell ?? 'sh',
    opts.disk,
    opts.after,
    ...(opts.copyIn ?? []),
    '--',
    ...opts.command,
  ];
}
