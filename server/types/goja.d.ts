// The CommonJS and console globals that PocketBase's JS engine provides (goja_nodejs) but its
// generated types.d.ts does not declare.
declare function require(path: string): any;
declare var module: { exports: any };
declare var console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};
