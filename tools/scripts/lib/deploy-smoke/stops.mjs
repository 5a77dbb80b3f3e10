// How the parts stopped: a container that did not end within compose's stop timeout after
// SIGTERM is killed (exit code 137), which Kubernetes would do too after its grace period. A
// part must close what it holds and end by itself: in a container it is PID 1, and the kernel
// ignores a signal's default action there, so re-raising SIGTERM does not end it.

/** The containers `compose ps --all --format json` lists (one JSON object a line, or one array), killed at their stop. */
export function killedAtStop(psJson) {
  const text = psJson.trim();
  if (!text) return [];
  const containers = text.startsWith('[') ? JSON.parse(text) : text.split('\n').map((line) => JSON.parse(line));
  // A listing without these fields would hide a killed part: it is an error, not an empty answer.
  const unread = containers.find((c) => typeof c.Name !== 'string' || typeof c.State !== 'string' || typeof c.ExitCode !== 'number');
  if (unread) throw new Error(`compose ps no dice cómo terminó: ${JSON.stringify(unread)}`);
  return containers.filter((c) => c.State === 'exited' && c.ExitCode === 137).map((c) => c.Name);
}
