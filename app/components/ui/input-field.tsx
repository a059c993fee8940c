import type { ComponentProps } from 'react';
import { type FieldProps, FormField } from './form-field';
import { Input } from './input';
import { splitFieldProps } from './split-field-props';

/** A labelled text input with its hint and error: a FormField around an Input. */
export function InputField(props: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const [field, input] = splitFieldProps(props);
  return <FormField {...field}>{(control) => <Input {...control} {...input} />}</FormField>;
}
