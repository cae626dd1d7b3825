// The end of a bench of budgets apart from `make bench` (bench-reminders, bench-time): the table
// printed, and bench-results/<date>-<commit>-<suffix>.md written with the machine and the notes.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../../tests/support/pocketbase";
import { describeMachine, gitCommit } from "./machine";
import { BUDGET_HEADER, budgetRows, formatMarkdownTable, formatTable, type Align, type Budget } from "./report";

const ALIGN: readonly Align[] = ["left", "right", "right", "left"];

/** Prints the budgets and notes; gives the file it wrote them to. */
export async function writeBudgetReport(title: string, suffix: string, budgets: readonly Budget[], notes: readonly string[]): Promise<string> {
  process.stdout.write(`${formatTable([...BUDGET_HEADER], budgetRows(budgets), ALIGN)}\n\n${notes.join("\n")}\n`);
  const commit = await gitCommit();
  await mkdir(join(repoRoot, "bench-results"), { recursive: true });
  const file = join(repoRoot, "bench-results", `${new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-")}-${commit.commit}-${suffix}.md`);
  const machine = await describeMachine();
  const table = formatMarkdownTable([...BUDGET_HEADER], budgetRows(budgets), ALIGN);
  await writeFile(file, `# ${title}, commit ${commit.commit}\n\n${JSON.stringify(machine)}\n\n${table}\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`);
  return file;
}
