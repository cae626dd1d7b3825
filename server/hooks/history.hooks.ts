// The change history (server/lib/history/). Each collection's lifecycle keeps the entries of its
// saves (server/lib/records/save.ts); here the history refuses every write through the API,
// superusers' too; and `pocketbase history verify` checks its hash chain.
import type * as Workshop from "../lib";

onRecordCreateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordUpdateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

// `pocketbase history verify`: checks the history's hash chain (server/lib/history/verify.ts).
// Flags are the command's own (as for `demo`: a handler cannot declare cobra flags).
$app.rootCmd!.addCommand(
  new Command({
    use: "history",
    short: "Check the change history's hash chain: pocketbase history verify",
    disableFlagParsing: true,
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.history.runHistoryCommand(args);
    },
  }),
);
