// A small form helper: values, per-field messages and one message for the whole form.
// `submit` runs a request and sorts its failure the way the app always does (api-errors.ts):
// a cancelled request changes nothing, a 400 puts each of the server's field messages at its
// field (and the rest at the top of the form), anything else shows one message at the top.
// What the person typed is kept, except what `onFailure` chooses to clear (e.g. a password).
// Fields are checked when they lose focus (once something is typed: tabbing through an empty
// form does not nag) and all together on submit; typing again hides a field's message.

import { useCallback, useRef, useState, type FormEvent } from "react";
import type { FieldCheck } from "@shared/validation";
import { describeApiError, type ApiFailure } from "./api-errors";
import { fieldErrorMessage } from "./i18n";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A `validate` from the shared validation's per-field check: its message at each refused field. */
export function checkFields<F extends string>(fields: readonly F[], check: (field: F) => FieldCheck<unknown>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const result = check(field);
    if (!result.ok) errors[field] = fieldErrorMessage(result.error);
  }
  return errors;
}

export interface UseFormOptions<F extends string> {
  /** Client-side checks (the shared validation rules): a message per invalid field. */
  validate?: (values: Readonly<Record<NoInfer<F>, string>>) => FieldErrors<NoInfer<F>>;
  /** Server field names that show at another field, e.g. `{ identity: "email" }`. */
  fieldAliases?: Readonly<Record<string, NoInfer<F>>>;
}

export interface SubmitOptions {
  /** The message for the top of the form; defaults to the failure's own message. */
  describe?: (failure: Exclude<ApiFailure, { kind: "cancelled" }>) => string;
  /** Runs after a failure (not after a cancellation), e.g. to clear a password field. */
  onFailure?: (failure: Exclude<ApiFailure, { kind: "cancelled" }>) => void;
}

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** After a render, moves the keyboard to the first field with a message, so it is read out. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

export function useForm<F extends string>(initial: Readonly<Record<F, string>>, options: UseFormOptions<F> = {}) {
  const [values, setValues] = useState<Record<F, string>>({ ...initial });
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setValue = useCallback((name: F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // Typing again answers the field's message; it comes back on the next submit if still true.
    setErrors((previous) => (previous[name] === undefined ? previous : { ...previous, [name]: undefined }));
  }, []);

  /** Shows the field's message, if any, once it has a value (on blur). */
  const checkField = useCallback((name: F) => {
    const current = valuesRef.current;
    if (current[name].trim() === "") return;
    const message = optionsRef.current.validate?.(current)[name];
    setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  }, []);

  /** Replaces every value (e.g. with a record as saved, or a colleague's version) and its messages. */
  const reset = useCallback((next: Readonly<Record<F, string>>) => {
    valuesRef.current = { ...next };
    setValues({ ...next });
    setErrors({});
  }, []);

  /**
   * As `reset`, unless a value changed since `sent` was submitted: what a person typed while a
   * save was on its way (the next line of a work order) is never wiped by that save's end.
   */
  const resetUnlessTyped = useCallback(
    (sent: Readonly<Record<F, string>>, next: Readonly<Record<F, string>>) => {
      const current = valuesRef.current;
      if ((Object.keys(sent) as F[]).some((name) => current[name] !== sent[name])) return;
      reset(next);
    },
    [reset],
  );

  const field = (name: F): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => checkField(name),
  });

  /** Sorts a failure onto the fields and the form; returns false for a cancelled request. */
  const showFailure = useCallback((error: unknown, submitOptions: SubmitOptions = {}): boolean => {
    const failure = describeApiError(error);
    if (failure.kind === "cancelled") return false;
    if (failure.kind === "invalid") {
      const aliases = optionsRef.current.fieldAliases ?? {};
      const known = Object.keys(valuesRef.current);
      const atFields: FieldErrors<F> = {};
      for (const [name, message] of Object.entries(failure.fields)) {
        const target = aliases[name] ?? name;
        if (known.includes(target)) atFields[target as F] = message;
      }
      setErrors(atFields);
    } else {
      setErrors({});
    }
    setFormError(submitOptions.describe ? submitOptions.describe(failure) : failure.message);
    submitOptions.onFailure?.(failure);
    return true;
  }, []);

  /** An onSubmit handler: checks the fields, then runs `action` with the current values. */
  const submit =
    (action: (values: Readonly<Record<F, string>>) => Promise<void>, submitOptions: SubmitOptions = {}) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      const current = valuesRef.current;
      const invalid = optionsRef.current.validate?.(current) ?? {};
      if (Object.values(invalid).some((message) => message)) {
        setErrors(invalid);
        setFormError(null);
        focusFirstInvalid(formElement);
        return;
      }
      setBusy(true);
      setErrors({});
      setFormError(null);
      try {
        await action(current);
      } catch (error) {
        if (showFailure(error, submitOptions)) focusFirstInvalid(formElement);
      } finally {
        setBusy(false);
      }
    };

  return { values, setValue, field, errors, setErrors, formError, setFormError, busy, submit, reset, resetUnlessTyped };
}
