/** The build id stamped in by vite.config.ts; the server reports the one it serves. */
declare const __WORKSHOP_BUILD_ID__: string;
