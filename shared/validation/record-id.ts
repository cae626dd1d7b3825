// PocketBase record ids, as route parameters, list filters and references in saved records use
// them. Import this one pattern rather than writing the regex again.

/** PocketBase record ids: 15 of a-z0-9. Whether such a record exists only the server can tell. */
export const RECORD_ID = /^[a-z0-9]{15}$/;
