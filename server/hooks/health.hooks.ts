// `pocketbase health [URL]`: the container's health check (server/lib/health.ts).
import type * as Workshop from "../lib";

// The check runs here, before PocketBase opens the data dir, and ends the process: for this
// command alone the bootstrap is left out on purpose (see server/lib/health.ts why).
onBootstrap((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  if (workshop.health.isHealthCheck($os.args)) workshop.health.exitWithHealth($os.args.slice(2));
  e.next();
});

// The command itself, so that `pocketbase --help` lists it and `pocketbase health --help`
// explains it (help skips the bootstrap). `run` is reached only when flags come before
// `health`, after a full bootstrap; it probes the same way.
$app.rootCmd!.addCommand(
  new Command({
    use: "health [URL]",
    short: "Exit 0 if the server answers 200 at URL (default http://127.0.0.1:8090/api/health): the container's health check",
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.health.exitWithHealth(args);
    },
  }),
);
