// PocketBase's own refusals of a multi-photo field (the wrong type, too large, too many), in the
// words the forms show: the photos of inspections and defects (docs/product.md "Photos").

import { imageTypeMessage } from "@shared/validation";
import type { SaveErrorRule } from "./save-errors";

export function photoSaveErrorRules(field: string, sizeMessage: string, tooManyMessage: string): readonly SaveErrorRule[] {
  return [
    { column: field, pocketbaseCode: "validation_invalid_mime_type", field, error: { code: "invalid_type", message: imageTypeMessage("photo") } },
    { column: field, pocketbaseCode: "validation_file_size_limit", field, error: { code: "too_large", message: sizeMessage } },
    { column: field, pocketbaseCode: "validation_too_many_files", field, error: { code: "too_long", message: tooManyMessage } },
  ];
}
