// The gateway's memory as the benches read it: its resident set from /proc, and its heap after
// garbage collection when tools/scripts/lib/memory-probe.mjs was loaded into it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A field of /proc/<pid>/status in kB (VmRSS: resident memory). */
export function statusKb(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The gateway's memory: its heap after garbage collection, from tools/scripts/lib/memory-probe.mjs
 * when it was loaded (AFILIA_MEMORY_DIR), then its resident memory from /proc.
 */
export async function gatewayMemory(pid, memoryDir, label) {
  let usage = null;
  if (memoryDir) {
    writeFileSync(join(memoryDir, `${label}.ask`), '');
    const answer = join(memoryDir, `${label}.gateway.json`);
    for (let i = 0; i < 100 && !existsSync(answer); i++) await new Promise((r) => setTimeout(r, 50));
    if (existsSync(answer)) usage = JSON.parse(readFileSync(answer, 'utf8'));
  }
  return { rssKb: statusKb(pid, 'VmRSS'), heapKb: usage ? usage.heapUsed / 1024 : null };
}
