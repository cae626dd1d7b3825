// The report of a bench run apart from `make bench` (bench-reminders, -parts, -photos,
// -inspections, -time, -languages): its budgets as a table on stdout with its notes, and the same
// in bench-results/<date>-<commit>-<name>.md with the machine it ran on.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../../tests/support/pocketbase";
import { describeMachine, gitCommit } from "./machine";
import { BUDGET_HEADER, budgetRows, formatMarkdownTable, formatTable, type Budget } from "./report";

const ALIGN = ["left", "right", "right", "left"] as const;

/** Prints the table and notes; answers the file written. `title` heads the file ("Reminders"). */
export async function reportSideBench(name: string, title: string, budgets: readonly Budget[], notes: readonly string[]): Promise<string> {
  const table = formatTable([...BUDGET_HEADER], budgetRows(budgets), [...ALIGN]);
  process.stdout.write(`${table}\n\n${notes.join("\n")}\n`);
  const commit = await gitCommit();
  await mkdir(join(repoRoot, "bench-results"), { recursive: true });
  const file = join(repoRoot, "bench-results", `${new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-")}-${commit.commit}-${name}.md`);
  const machine = await describeMachine();
  await writeFile(
    file,
    `# ${title} bench, commit ${commit.commit}\n\n${JSON.stringify(machine)}\n\n${formatMarkdownTable([...BUDGET_HEADER], budgetRows(budgets), [...ALIGN])}\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`,
  );
  return file;
}
