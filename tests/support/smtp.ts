// A real SMTP server on loopback for the digest tests: Debian's python3-aiosmtpd (installed by
// `make test-tools`) run by Debian's own Python, /usr/bin/python3. Each message that arrives is
// parsed there and handed over as one JSON line: envelope recipients, subject, plain text, HTML.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { freePort, type TestServer } from "./pocketbase";

const SERVER_SCRIPT = `
import sys, json, email, email.policy
from aiosmtpd.controller import Controller

class Handler:
    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        def part(kind):
            body = message.get_body(preferencelist=(kind,))
            return body.get_content().replace("\\r\\n", "\\n") if body is not None else ""
        print(json.dumps({"from": envelope.mail_from, "to": envelope.rcpt_tos, "subject": str(message["subject"]),
                          "text": part("plain"), "html": part("html")}), flush=True)
        return "250 OK"

controller = Controller(Handler(), hostname="127.0.0.1", port=int(sys.argv[1]))
controller.start()
print(json.dumps({"ready": True}), flush=True)
try:
    sys.stdin.read()
finally:
    controller.stop()
`;

export interface ArrivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export class SmtpServer {
  readonly arrived: ArrivedMail[] = [];
  constructor(
    readonly port: number,
    private readonly child: ChildProcess,
  ) {}

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.stdin?.end();
    setTimeout(() => this.child.kill("SIGKILL"), 3000).unref();
    await exited;
  }
}

export async function startSmtpServer(): Promise<SmtpServer> {
  const port = await freePort();
  const child = spawn("/usr/bin/python3", ["-c", SERVER_SCRIPT, String(port)], { stdio: ["pipe", "pipe", "pipe"] });
  const server = new SmtpServer(port, child);
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the SMTP server ended (${code}): ${errors}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const parsed = JSON.parse(line);
      if (parsed.ready) resolve();
      else server.arrived.push(parsed as ArrivedMail);
    });
  });
  return server;
}

/** Points PocketBase's mailer at `smtp` (as an administrator does in Settings → Mail settings). */
export async function useSmtp(server: TestServer, smtp: SmtpServer, appURL: string): Promise<void> {
  const response = await server.asSuperuser("/api/settings", {
    method: "PATCH",
    body: {
      meta: { appURL, senderName: "Workshop", senderAddress: "workshop@workshop.test" },
      smtp: { enabled: true, host: "127.0.0.1", port: smtp.port, tls: false },
    },
  });
  if (response.status !== 200) throw new Error(`setting SMTP failed: ${response.status} ${response.text}`);
}
