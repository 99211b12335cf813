// CPU time spent per request by the server process and by its PostgreSQL backends, read
// from /proc (Linux). On a shared or small machine the rate of requests depends on what else
// runs; CPU time per request does much less, so it tells whether a change made the hot path
// cheaper. Elsewhere the figures are left out.
import { readFileSync } from "node:fs";
import type pg from "pg";

// USER_HZ: the unit of utime and stime in /proc/<pid>/stat; 100 on every Linux we target.
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) a process used so far; undefined when unreadable. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may contain spaces; the fields after it do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (Number.isNaN(utime) || Number.isNaN(stime)) return undefined;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The process ids of the server's PostgreSQL connections, known by their application_name. */
export async function backendPids(client: pg.Client, applicationName: string): Promise<number[]> {
  const result = await client.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1",
    [applicationName],
  );
  return result.rows.map((row) => row.pid);
}

export interface CpuSample {
  serverMs: number | undefined;
  databaseMs: number | undefined;
}

export async function sampleCpu(
  serverPid: number,
  client: pg.Client,
  applicationName: string,
): Promise<CpuSample & { pids: number[] }> {
  const pids = await backendPids(client, applicationName);
  const backends = pids.map(processCpuMs);
  return {
    serverMs: processCpuMs(serverPid),
    databaseMs: backends.every((ms) => ms !== undefined)
      ? backends.reduce<number>((sum, ms) => sum + (ms ?? 0), 0)
      : undefined,
    pids,
  };
}

/**
 * CPU ms per request between two samples. Backends are summed over the pids of the first
 * sample (a pool connection opened meanwhile is missed; the server keeps its pool open).
 */
export function cpuPerRequest(
  before: CpuSample & { pids: number[] },
  serverPid: number,
  requests: number,
): CpuSample {
  const serverNow = processCpuMs(serverPid);
  const backendsNow = before.pids.map(processCpuMs);
  const per = (start: number | undefined, end: number | undefined) =>
    start === undefined || end === undefined || requests === 0
      ? undefined
      : (end - start) / requests;
  const databaseNow = backendsNow.every((ms) => ms !== undefined)
    ? backendsNow.reduce<number>((sum, ms) => sum + (ms ?? 0), 0)
    : undefined;
  return {
    serverMs: per(before.serverMs, serverNow),
    databaseMs: per(before.databaseMs, databaseNow),
  };
}
