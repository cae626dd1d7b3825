// The change history (docs/product.md "Change history"; docs/decisions/history.md): written only by
// the server, in the transaction of each change (server/lib/history/). Read by signed-in staff;
// the write rules are null and the hooks refuse writes to superusers too, so nobody changes it
// through the API. Starts empty: what happened before this upgrade was never recorded.
//
// `record`, `vehicle` and `work_order` are plain ids, not relations: an entry must outlive its
// record (the entry of a deletion most of all), and PocketBase would re-save every entry naming
// a deleted record. `by` is a relation for the dashboard's link; `by_label` keeps the name.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    const history: BaseCollectionSpec = {
      type: "base",
      name: "history",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "collection", type: "text", required: true, max: 100 },
        { name: "record", type: "text", required: true, max: 100 },
        { name: "action", type: "select", required: true, maxSelect: 1, values: ["created", "updated", "deleted"] },
        { name: "title", type: "text", max: 300, presentable: true },
        { name: "by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "by_label", type: "text", required: true, max: 200 },
        { name: "at", type: "date", required: true },
        { name: "vehicle", type: "text", max: 100 },
        { name: "work_order", type: "text", max: 100 },
        { name: "changes", type: "json", maxSize: 2000000 },
      ],
      indexes: [
        "CREATE INDEX idx_history_record_at ON history (record, at)",
        "CREATE INDEX idx_history_vehicle_at ON history (vehicle, at)",
        "CREATE INDEX idx_history_work_order_at ON history (work_order, at)",
      ],
    };
    app.save(new Collection(history as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("history"));
  },
);
