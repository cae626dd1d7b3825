// Reads a Chromium performance trace (browser.startTracing's JSON) and says where a page's main
// thread spent its time after the navigation's start: each task longer than `minMs`, when it ran
// and what inside it took the time (parsing the HTML, compiling and running the script, style,
// layout, paint, garbage collection). Used by my-work-alone.ts --trace.

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { name?: string; data?: Record<string, unknown> };
}

/** Work inside a task worth naming (the rest is summed as "other"). */
const NAMED = new Set([
  "ParseHTML",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "v8.produceModuleCache",
  "v8.produceCache",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "RunMicrotasks",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "ParseAuthorStyleSheet",
  "MajorGC",
  "MinorGC",
  "V8.GC_SCAVENGER",
  "V8.GC_MARK_COMPACTOR",
  "XHRReadyStateChange",
  "ResourceReceivedData",
]);

export function summariseTrace(events: readonly TraceEvent[], minMs = 8): string {
  const mainThreads = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const starts = events.filter((e) => e.name === "navigationStart" && mainThreads.has(`${e.pid}:${e.tid}`) && e.args?.data?.["isLoadingMainFrame"] === true && e.args.data["documentLoaderURL"] !== "");
  const start = starts.at(-1);
  if (!start) return "  (no navigationStart in the trace)";
  const thread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const spans = events.filter((e) => thread(e) && e.ph === "X" && e.ts >= start.ts && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const ms = (us: number) => (us / 1000).toFixed(0).padStart(5);
  const lines: string[] = [];
  let busy = 0;
  for (const task of spans.filter((e) => e.name === "RunTask")) {
    busy += task.dur!;
    if (task.dur! < minMs * 1000) continue;
    const end = task.ts + task.dur!;
    // The outermost named event of each kind inside the task (nested ones of the same kind are inside it).
    const inside = spans.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && NAMED.has(e.name));
    const byName = new Map<string, number>();
    const counted: TraceEvent[] = [];
    for (const e of inside) {
      if (counted.some((c) => c.name === e.name && e.ts >= c.ts && e.ts + e.dur! <= c.ts + c.dur!)) continue;
      counted.push(e);
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
    }
    const parts = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    lines.push(`  ${ms(task.ts - start.ts)} +${ms(task.dur!).trim()} ms: ${parts.join(", ")}`);
  }
  const last = spans.at(-1);
  lines.push(`  main thread busy ${ms(busy).trim()} ms of the ${last ? ms(last.ts + last.dur! - start.ts).trim() : "?"} ms traced`);
  return lines.join("\n");
}
