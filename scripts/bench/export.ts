// The full CSV export (GET /api/app/vehicles.csv) as a client sees it: time to the last byte,
// and the server's memory while it streams.
import type { MemorySampler } from "./memory";

export interface ExportRun {
  readonly seconds: number;
  readonly bytes: number;
  /** Data rows (lines minus the header). */
  readonly rows: number;
  readonly rssBeforeMb: number | null;
  /** RSS once a tenth of the file had arrived: the export is under way, caches are filled. */
  readonly rssEarlyMb: number | null;
  readonly rssPeakMb: number | null;
  readonly rssAfterMb: number | null;
}

export async function exportOnce(baseUrl: string, token: string, memory: MemorySampler, expectedBytes: number): Promise<ExportRun> {
  await new Promise((r) => setTimeout(r, 300));
  const rssBeforeMb = memory.now();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/app/vehicles.csv`, { headers: { authorization: token } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lineEnds = 0;
  let earlyAt: number | null = null;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lineEnds += 1;
    if (earlyAt === null && bytes >= expectedBytes / 10) earlyAt = performance.now();
  }
  const finished = performance.now();
  await new Promise((r) => setTimeout(r, 300));
  const early = earlyAt ?? finished;
  return {
    seconds: (finished - started) / 1000,
    bytes,
    rows: lineEnds - 1,
    rssBeforeMb,
    rssEarlyMb: memory.peak(early - 150, early + 150),
    rssPeakMb: memory.peak(started, finished),
    rssAfterMb: memory.now(),
  };
}
