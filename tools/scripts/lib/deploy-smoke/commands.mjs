// Running the smoke's commands: each one's output goes to its own log under the smoke's folder,
// and a failure says which command failed with the end of what it wrote.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { ROOT } from '../infra.mjs';

/** The last lines of a log, for the error that names it. */
export function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Appends a command's output to its log, each line with the seconds since the command started:
 * the log then tells which part of a step took the time (which container was slow to stop).
 */
function stampedWriter(log) {
  const started = Date.now();
  let lineStart = true;
  return (chunk) => {
    const stamp = () => `[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] `;
    const text = String(chunk).replace(/\n(?=.)/gs, () => `\n${stamp()}`);
    appendFileSync(log, `${lineStart ? stamp() : ''}${text}`);
    lineStart = text.endsWith('\n');
  };
}

/** The commands running now, so a stop can end them. */
const running = new Set();

/** Ends every command still running (SIGTERM): their steps fail, and the teardown follows. */
export function stopRunning() {
  for (const child of running) child.kill('SIGTERM');
}

/**
 * Runs a command to its end with its output appended to `log`; resolves with what it printed on
 * stdout (when `capture`), rejects with the log's end when it fails.
 */
export function exec(command, args, { log, env = process.env, cwd = ROOT, input, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    appendFileSync(log, `\n$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd, env, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    running.add(child);
    child.once('close', () => running.delete(child));
    const write = stampedWriter(log);
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      if (capture) stdout += chunk;
      write(chunk);
    });
    child.stderr.on('data', write);
    if (input !== undefined) {
      if (typeof input === 'string' || Buffer.isBuffer(input)) child.stdin.end(input);
      else input.pipe(child.stdin);
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} falló (${signal ?? `salida ${code}`}); ${log}:\n${tail(log)}`));
    });
  });
}

/** Whether a command answers at once with success (a probe: nothing logged). */
export function answers(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, stdio: 'ignore', timeout: 20_000 });
  return result.status === 0;
}

/** What a quick command prints, or null when it fails or is missing. */
export function output(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: 20_000 });
  return result.status === 0 ? result.stdout.trim() : null;
}
