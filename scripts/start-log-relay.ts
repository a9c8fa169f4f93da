// nginx opens its access log by name, and opening /dev/stdout fails when stdout is a socket (a service manager's
// journal, a Node parent's stdio pipe): `open() "/dev/stdout" failed (6: No such device or address)`. So for
// ACCESS_LOG=/dev/stdout (or /dev/stderr) nginx writes into a named pipe in its runtime folder, and this process
// passes every line on to its own stream, whatever that is (a terminal, a pipe, a socket, a file).
import { execFileSync } from 'node:child_process'
import { constants, openSync, rmSync } from 'node:fs'
import { Socket } from 'node:net'
import { join } from 'node:path'

const STREAMS: Record<string, NodeJS.WriteStream> = {
  '/dev/stdout': process.stdout,
  '/dev/stderr': process.stderr,
}

/** Whether `path` names this process's standard output or error, which nginx must not open itself. */
export const isStandardStream = (path: string) => path in STREAMS

/**
 * Makes the named pipe, starts passing what arrives in it to `path`'s stream, and answers the pipe's path for
 * nginx's access_log. Our own write end stays open, so the reader never sees an end while nginx reopens its logs.
 */
export function relayAccessLog(path: string, runtimeDir: string): string {
  const target = STREAMS[path]
  if (!target) throw new Error(`${path} is not a standard stream`)
  const fifo = join(runtimeDir, `access-${path.slice('/dev/'.length)}.pipe`)
  rmSync(fifo, { force: true })
  execFileSync('mkfifo', ['-m', '600', fifo])
  const reader = new Socket({ fd: openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK), readable: true })
  openSync(fifo, constants.O_WRONLY)
  reader.pipe(target)
  // A reader of our output gone away (EPIPE) must not stall nginx on a full pipe: the lines are dropped instead.
  target.on('error', () => {
    reader.unpipe(target)
    reader.resume()
  })
  return fifo
}
