#!/usr/bin/env python3
r'''agentci's process starter for command agents (shipped with agentci, run with python3 -I -S).

Why it exists: Node's child_process forks the whole runner for every agent it starts, which costs
several milliseconds of the runner's one thread per attempt, more the bigger the runner's memory.
This small process starts agents with subprocess (vfork + exec on Python >= 3.10: no page
tables copied; a fork of this small process on older ones) and relays their output, so a
suite of quick command agents runs near the speed of xargs. agentci falls back to Node's own
spawn when python3 is missing or this helper fails to start.

Protocol. stdin carries one JSON request per line:

  {"op": "spawn", "id": N, "file": str, "args": [argv0, ...], "cwd": str, "env": {str: str},
   "stdin": str}
      start a process in a new session (its own process group, like Node's ``detached: true``),
      with all signals at their defaults and none blocked; write ``stdin`` to it, then close it.
  {"op": "release", "id": N}
      agentci is done with N: close whatever of its pipes is still open, forget it.

stdout carries binary frames: one type byte, the id (uint32 big-endian), the payload length
(uint32 big-endian), the payload:

  R  ready (id 0; payload: protocol version)      P  started (payload: the pid, decimal)
  F  could not start (payload: "ENOENT message")  O  stdout bytes        E  stderr bytes
  o  stdout closed                                e  stderr closed
  X  exited (payload: "code 3" or "signal SIGKILL")

When stdin closes (agentci exited, however it died), every process group still running is
SIGKILLed and the helper exits: no agent outlives its runner. Only the standard library is
used, and Python >= 3.8.
'''

import errno
import json
import os
import selectors
import signal
import socket
import struct
import subprocess
import sys

PROTOCOL_VERSION = b'1'
READ_SIZE = 65536


class Proc:
    __slots__ = ('id', 'pid', 'popen', 'stdin', 'stdin_data', 'stdout', 'stderr', 'exited')

    def __init__(self, pid_id):
        self.id = pid_id
        self.pid = 0
        self.popen = None
        self.stdin = -1
        self.stdin_data = b''
        self.stdout = -1
        self.stderr = -1
        self.exited = False


out = bytearray()
procs = {}  # id -> Proc, until agentci releases it
running = {}  # pid -> Proc, until it exits
groups = {}  # pid -> Proc: exited, not yet released (its process group may live on)
sel = selectors.DefaultSelector()


def frame(kind, pid_id, payload=b''):
    out.extend(struct.pack('>cII', kind, pid_id, len(payload)))
    out.extend(payload)


def flush():
    data = bytes(out)
    out.clear()
    while data:
        data = data[os.write(1, data):]


def close_fd(fd):
    try:
        sel.unregister(fd)
    except (KeyError, ValueError):
        pass
    try:
        os.close(fd)
    except OSError:
        pass


def find_program(file, env, cwd):
    '''The path execvp would run, searched in the agent's own PATH (as Node's spawn does); a
    relative PATH entry (or an empty one, meaning ".") is relative to the agent's cwd.'''
    if '/' in file:
        return file
    denied = None
    for d in env.get('PATH', '/usr/bin:/bin').split(':'):
        candidate = os.path.join(cwd, d or '.', file)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
        if os.path.exists(candidate):
            # A folder or a file without x: execvp goes on looking, then says EACCES.
            denied = denied or candidate
    if denied:
        raise PermissionError(errno.EACCES, 'permission denied', file)
    raise FileNotFoundError(errno.ENOENT, 'not found', file)


def well_formed(text):
    '''Text as Node would encode it: a lone UTF-16 surrogate (JSON allows one) becomes U+FFFD.'''
    if text.isascii():
        return text
    try:
        text.encode('utf-8')
        return text
    except UnicodeEncodeError:
        return text.encode('utf-16', 'surrogatepass').decode('utf-16', 'replace')


def channel(opened):
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    fds = (a.detach(), b.detach())
    opened.extend(fds)
    return fds


def start(path, args, cwd, env, stdio):
    # subprocess, not os.posix_spawn: glibc's posix_spawn leaves its internal signals (32, 33)
    # ignored in the child. subprocess uses vfork where it can (Python >= 3.10) and resets
    # every signal the way Node's spawn does; start_new_session is Node's `detached: true`.
    return subprocess.Popen(args, executable=path, cwd=cwd, env=env, stdin=stdio[0],
                            stdout=stdio[1], stderr=stdio[2], start_new_session=True,
                            restore_signals=True, close_fds=True)


def spawn(req):
    p = Proc(req['id'])
    procs[p.id] = p
    env = {}
    for k, v in req['env'].items():
        k, v = well_formed(k), well_formed(v)
        if '=' in k:
            # Node writes "a=b" + "=" + "c" into the environment: the agent sees a = "b=c".
            k, head = k.split('=', 1)
            v = head + '=' + v
        env[k] = v
    args = [well_formed(a) for a in req['args']]
    fds = []
    try:
        cwd = well_formed(req['cwd'])
        path = find_program(well_formed(req['file']), env, cwd)
        # Socket pairs, as Node's spawn (libuv) makes them: agents see the same kind of stdio
        # and the same buffer sizes (a 64 KiB pipe would truncate a Node agent that writes
        # more and exits at once).
        i_w, i_r = channel(fds)
        o_r, o_w = channel(fds)
        e_r, e_w = channel(fds)
        stdio = (i_r, o_w, e_w)
        try:
            popen = start(path, args, cwd, env, stdio)
        except OSError as e:
            # execvp runs a script without a #! line with /bin/sh; execve does not.
            if e.errno != errno.ENOEXEC:
                raise
            popen = start('/bin/sh', ['sh', path] + args[1:], cwd, env, stdio)
    except (OSError, ValueError, TypeError, subprocess.SubprocessError) as e:
        # ValueError: a NUL byte in an argument or the environment.
        for fd in fds:
            os.close(fd)
        del procs[p.id]
        code = errno.errorcode.get(getattr(e, 'errno', None) or errno.EINVAL, 'EINVAL')
        text = getattr(e, 'strerror', None) or str(e)
        frame(b'F', p.id, ('%s %s' % (code, text)).encode('utf-8', 'replace'))
        return
    os.close(i_r)
    os.close(o_w)
    os.close(e_w)
    p.popen = popen
    p.pid = popen.pid
    running[p.pid] = p
    frame(b'P', p.id, str(p.pid).encode())
    p.stdout = o_r
    p.stderr = e_r
    os.set_blocking(o_r, False)
    os.set_blocking(e_r, False)
    sel.register(o_r, selectors.EVENT_READ, (p, b'O'))
    sel.register(e_r, selectors.EVENT_READ, (p, b'E'))
    p.stdin = i_w
    p.stdin_data = well_formed(req.get('stdin', '')).encode('utf-8')
    os.set_blocking(i_w, False)
    write_stdin(p)


def write_stdin(p):
    '''Writes what the pipe takes now; the rest waits for the agent to read (it may never).'''
    try:
        while p.stdin_data:
            n = os.write(p.stdin, p.stdin_data)
            p.stdin_data = p.stdin_data[n:]
    except BlockingIOError:
        try:
            sel.register(p.stdin, selectors.EVENT_WRITE, (p, b'I'))
        except KeyError:
            pass
        return
    except OSError:
        # EPIPE: the agent exited or closed stdin without reading it, which is allowed.
        p.stdin_data = b''
    close_fd(p.stdin)
    p.stdin = -1


def release(pid_id):
    p = procs.pop(pid_id, None)
    if p is None:
        return
    for fd in (p.stdin, p.stdout, p.stderr):
        if fd >= 0:
            close_fd(fd)
    p.stdin = p.stdout = p.stderr = -1
    if p.exited and groups.get(p.pid) is p:
        # (The pid may already belong to a newer agent that exited too.)
        del groups[p.pid]


def reap():
    for p in list(running.values()):
        code = p.popen.poll()
        if code is None:
            continue
        del running[p.pid]
        p.exited = True
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = str(-code)
            frame(b'X', p.id, ('signal ' + name).encode())
        else:
            frame(b'X', p.id, ('code %d' % code).encode())
        if p.id in procs:
            # Kept until released: what the agent forked may still be running in its group.
            groups[p.pid] = p
        else:
            groups.pop(p.pid, None)


def kill_all():
    for pid in list(running) + list(groups):
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass


def main():
    # agentci starts this process in a session of its own, so a Ctrl-C in the terminal reaches
    # agentci only (it stops the agents and writes its reports). Signals are not ignored here:
    # agents would inherit an ignored signal.
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wake_w, warn_on_full_buffer=False)
    sel.register(wake_r, selectors.EVENT_READ, None)
    sel.register(0, selectors.EVENT_READ, 'requests')
    pending = []  # the chunks of a request line not yet complete (a big stdin spans many)
    frame(b'R', 0, PROTOCOL_VERSION)
    flush()
    while True:
        for key, _ in sel.select():
            # A release earlier in this batch may have closed this key's fd, and a spawn may
            # have reused its number: only a key still registered as it was is current.
            if sel.get_map().get(key.fd) is not key:
                continue
            data = key.data
            if data is None:
                try:
                    while os.read(wake_r, 512):
                        pass
                except BlockingIOError:
                    pass
                # Only here: every SIGCHLD makes the wakeup fd readable, so none is missed.
                reap()
            elif data == 'requests':
                chunk = os.read(0, READ_SIZE)
                if not chunk:
                    return
                pending.append(chunk)
                if b'\n' not in chunk:
                    continue
                *lines, rest = b''.join(pending).split(b'\n')
                pending = [rest] if rest else []
                for line in lines:
                    if not line:
                        continue
                    req = json.loads(line)
                    if req['op'] == 'spawn':
                        spawn(req)
                    elif req['op'] == 'release':
                        release(req['id'])
            else:
                p, kind = data
                if kind == b'I':
                    sel.unregister(p.stdin)
                    write_stdin(p)
                    continue
                fd = key.fd
                try:
                    chunk = os.read(fd, READ_SIZE)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b''
                if chunk:
                    frame(kind, p.id, chunk)
                    continue
                close_fd(fd)
                if kind == b'O':
                    p.stdout = -1
                    frame(b'o', p.id)
                else:
                    p.stderr = -1
                    frame(b'e', p.id)
        if out:
            flush()


if __name__ == '__main__':
    if sys.version_info < (3, 8):
        # Exiting before 'ready' makes agentci start agents with Node's spawn instead.
        sys.exit(3)
    try:
        main()
    except BrokenPipeError:
        pass  # agentci is gone
    finally:
        # However this ends (agentci closed stdin or died, or a bug here), take the agents along.
        kill_all()
