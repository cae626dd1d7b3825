// Labelled form fields. Each field ties its hint and its error message to the control
// (`aria-describedby`) and marks the control invalid (`aria-invalid`) while it has an error.
// Values are strings; `onChange` receives the new value (the shape `useForm().field()` gives).

import {
  forwardRef,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "../lib/i18n";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the label "(optional)"; fields are required unless they say so. */
  optional?: boolean;
  /** Overrides "required unless optional", for a control that is neither, like a list filter. */
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  className?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Splits a field's props into what the label/hint/error frame needs and what the control gets. */
function useField<P extends FieldProps>(props: P, baseClass: string) {
  const { label, hint, error, optional, required = !optional, value, onChange, id, className, ...rest } = props;
  const { t } = useTranslation();
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const frame = (children: ReactNode) => (
    <div className="field">
      <label htmlFor={controlId}>
        {label}
        {optional && <span className="field-optional"> {t("field.optional")}</span>}
      </label>
      {children}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
  const control = {
    id: controlId,
    className: [baseClass, className].filter(Boolean).join(" "),
    value,
    onChange: (event: ChangeEvent<Control>) => onChange(event.target.value),
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return { frame, control, rest };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> & FieldProps;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const { frame, control, rest } = useField(props, "input");
  return frame(<input type="text" ref={ref} {...rest} {...control} />);
});

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Choose a category". */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = useField(props, "select");
  return frame(
    <select {...rest} {...control}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps> & FieldProps;

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, rest } = useField(props, "textarea");
  return frame(<textarea rows={4} {...rest} {...control} />);
}
