// A minimal PocketBase realtime (server-sent events) client for API tests: connect, subscribe
// with or without a token, and collect the events that arrive.
import type { ApiResponse, TestServer } from "./pocketbase";

export interface RealtimeEvent {
  event: string;
  data: any;
}

export class RealtimeClient {
  readonly events: RealtimeEvent[] = [];
  private clientId = "";

  /** The id PocketBase gave this connection, for a subscription request built by hand. */
  get id(): string {
    return this.clientId;
  }

  private constructor(
    private readonly server: TestServer,
    private readonly abort: AbortController,
  ) {}

  static async connect(server: TestServer): Promise<RealtimeClient> {
    const abort = new AbortController();
    const client = new RealtimeClient(server, abort);
    const response = await fetch(`${server.url}/api/realtime`, { signal: abort.signal });
    if (!response.body) throw new Error("realtime: no stream");
    void client.read(response.body.getReader());
    await client.waitFor((event) => event.event === "PB_CONNECT");
    client.clientId = client.events.find((event) => event.event === "PB_CONNECT")!.data.clientId;
    return client;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? "message";
          const data = /^data:(.*)$/m.exec(block)?.[1] ?? "";
          this.events.push({ event, data: data ? JSON.parse(data) : undefined });
        }
      }
    } catch {
      // aborted by close()
    }
  }

  /** Sets this client's subscriptions, answering PocketBase's response whatever it is. */
  trySubscribe(subscriptions: string[], token?: string): Promise<ApiResponse> {
    return this.server.request("/api/realtime", {
      method: "POST",
      token: token ?? null,
      body: { clientId: this.clientId, subscriptions },
    });
  }

  async subscribe(topics: string[], token?: string): Promise<void> {
    const response = await this.trySubscribe(topics, token);
    if (response.status !== 204) throw new Error(`realtime subscribe failed: ${response.status} ${response.text}`);
  }

  /** Polls until an event matches (or throws after the timeout). */
  async waitFor(match: (event: RealtimeEvent) => boolean, timeoutMs = 5000): Promise<RealtimeEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`realtime: no matching event in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.abort.abort();
  }
}
