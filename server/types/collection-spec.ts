// The JSON shape of a collection as PocketBase's `new Collection({...})` accepts it (the same
// shape as the dashboard's import/export). PocketBase's generated types describe the Go model
// instead (methods, full nested configs), so migrations type their plain data with these and
// cast once when handing it over: `new Collection(spec as unknown as Collection)`.

interface FieldBase {
  name: string;
  id?: string;
  required?: boolean;
  hidden?: boolean;
  presentable?: boolean;
  system?: boolean;
}

export type FieldSpec =
  | (FieldBase & { type: "text"; min?: number; max?: number; pattern?: string; autogeneratePattern?: string; primaryKey?: boolean })
  | (FieldBase & { type: "number"; min?: number | null; max?: number | null; onlyInt?: boolean })
  | (FieldBase & { type: "bool" })
  | (FieldBase & { type: "email"; exceptDomains?: string[]; onlyDomains?: string[] })
  | (FieldBase & { type: "url"; exceptDomains?: string[]; onlyDomains?: string[] })
  | (FieldBase & { type: "date"; min?: string; max?: string })
  | (FieldBase & { type: "autodate"; onCreate: boolean; onUpdate: boolean })
  | (FieldBase & { type: "select"; values: string[]; maxSelect: number })
  | (FieldBase & {
      type: "file";
      maxSelect: number;
      maxSize: number;
      mimeTypes?: string[];
      thumbs?: string[];
      protected?: boolean;
    })
  | (FieldBase & {
      type: "relation";
      collectionId: string;
      cascadeDelete?: boolean;
      minSelect?: number;
      maxSelect: number;
    })
  | (FieldBase & { type: "json"; maxSize?: number })
  | (FieldBase & { type: "editor"; maxSize?: number; convertURLs?: boolean });

/** A rule: a filter expression, "" for everyone, or null for superusers only. */
export type Rule = string | null;

interface CollectionSpecBase {
  name: string;
  id?: string;
  fields: FieldSpec[];
  indexes?: string[];
  listRule: Rule;
  viewRule: Rule;
  createRule: Rule;
  updateRule: Rule;
  deleteRule: Rule;
}

export type BaseCollectionSpec = CollectionSpecBase & { type: "base" };

export type AuthCollectionSpec = CollectionSpecBase & {
  type: "auth";
  authRule: Rule;
  manageRule: Rule;
  passwordAuth: { enabled: boolean; identityFields: string[] };
  oauth2: { enabled: boolean };
  otp: { enabled: boolean };
  mfa: { enabled: boolean };
  authAlert: { enabled: boolean };
  authToken: { duration: number };
};

/** A read-only collection over a SELECT; PocketBase types its fields from the query. */
export interface ViewCollectionSpec {
  type: "view";
  name: string;
  id?: string;
  viewQuery: string;
  listRule: Rule;
  viewRule: Rule;
}

