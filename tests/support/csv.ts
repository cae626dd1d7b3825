// A strict RFC 4180 reader for tests: what a spreadsheet would make of a file, row by row.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === "") {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("CSV: unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== "," && !text.startsWith("\r\n", i)) throw new Error(`CSV: text after a closing quote at ${i}`);
    } else if (text[i] === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      if (text[i] === "\n" || text[i] === "\r" || text[i] === '"') throw new Error(`CSV: bare ${JSON.stringify(text[i])} at ${i}`);
      field += text[i];
      i += 1;
    }
  }
  if (field !== "" || row.length > 0) throw new Error("CSV: the last record has no line end");
  return rows;
}
