// The dashboard's figures (server/hooks/dashboard.hooks.ts).
export { serveStats } from "./stats";
