// The ESLint parser of the boundaries lint (boundaries.js): the module's import and export
// statements, read by oxc-parser (a real TypeScript and TSX parser, which knip brings as well),
// as an ESLint program of those statements alone. The boundary rules look at nothing else, and
// TypeScript 7's compiler offers no parser to JavaScript (typescript-eslint needs TypeScript < 6.1).
import { parseSync } from "oxc-parser";

function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] };
}

export function parseForESLint(text, options = {}) {
  const file = options.filePath ?? "module.ts";
  const result = parseSync(file, text, { sourceType: "module" });
  const fatal = result.errors.find((error) => error.severity === "Error");
  if (fatal) {
    const at = position(lineStarts(text), fatal.labels?.[0]?.start ?? 0);
    throw Object.assign(new SyntaxError(fatal.message), { lineNumber: at.line, column: at.column + 1, index: fatal.labels?.[0]?.start ?? 0 });
  }
  const starts = lineStarts(text);
  const located = (node, start, end) => ({ ...node, range: [start, end], loc: { start: position(starts, start), end: position(starts, end) } });
  const literal = (request) =>
    located({ type: "Literal", value: request.value, raw: text.slice(request.start, request.end) }, request.start, request.end);
  const body = [];
  for (const entry of result.module.staticImports) {
    body.push(located({ type: "ImportDeclaration", source: literal(entry.moduleRequest), specifiers: [], attributes: [] }, entry.start, entry.end));
  }
  for (const entry of result.module.staticExports) {
    const request = entry.entries.find((item) => item.moduleRequest)?.moduleRequest;
    if (!request) continue;
    const star = entry.entries.some((item) => item.importName?.kind === "AllButDefault" || item.importName?.kind === "All");
    const node = star
      ? { type: "ExportAllDeclaration", source: literal(request), exported: null, attributes: [] }
      : { type: "ExportNamedDeclaration", source: literal(request), specifiers: [], declaration: null, attributes: [] };
    body.push(located(node, entry.start, entry.end));
  }
  for (const entry of result.module.dynamicImports) {
    const request = entry.moduleRequest;
    const quoted = text.slice(request.start, request.end);
    if (!/^["'][^"']*["']$/.test(quoted)) continue; // a computed specifier names no file of ours
    const source = located({ type: "Literal", value: quoted.slice(1, -1), raw: quoted }, request.start, request.end);
    const expression = located({ type: "ImportExpression", source, options: null }, entry.start, entry.end);
    body.push(located({ type: "ExpressionStatement", expression }, entry.start, entry.end));
  }
  body.sort((a, b) => a.range[0] - b.range[0]);
  const ast = located({ type: "Program", sourceType: "module", body, tokens: [], comments: [] }, 0, text.length);
  return { ast };
}

export default { meta: { name: "workshop-imports" }, parseForESLint };
