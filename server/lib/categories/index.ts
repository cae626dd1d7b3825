// Categories (server/hooks/categories.hooks.ts): their lifecycle and applying their service plan.
export * from "./lifecycle";
export { serveApplyPlan } from "./apply-plan";
