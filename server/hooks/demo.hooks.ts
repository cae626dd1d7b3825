// `pocketbase demo --vehicles N --categories N --seed N [--replace]` (server/lib/demo/).
//
// Whether a Command's `run` is isolated like a handler (PocketBase 0.39.11 source): no.
// plugins/jsvm/binds.go builds `new Command({...})` with structConstructor, which sets the
// cobra.Command fields straight from the JS object; goja turns the JS `run` function into the
// Go func field, bound to the runtime it was created in: the "loader" runtime that ran every
// entry file (plugins/jsvm/jsvm.go registerHooks). So `run` is not serialised and could see
// top-level declarations — of all entry files at once, since they share that runtime's global
// scope. We still keep `run` self-contained (require inside, nothing from outside) and the
// isolation check holds it to the handler rule: one rule for all entry code, and no
// declarations that could clash between entry files.
import type * as Workshop from "../lib";

$app.rootCmd!.addCommand(
  new Command({
    use: "demo",
    short: "Fill the data dir with demo categories and vehicles (see --help)",
    // Flags can only be declared outside a handler; the command parses its own (demo/args.ts).
    disableFlagParsing: true,
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.demo.runDemoCommand(args);
    },
  }),
);
