/**
 * `@inventor-portal/shared/forms`: the form parts every remote uses — the field adapters, the
 * form message line and the inventor picker. Its own shared module: TextField and the list
 * parts are downloaded by the forms that use them, never by the dashboard or /login.
 *
 * The adapters follow react-final-form's adapter pattern: they take a Field's render props
 * (`input`, `meta`) and import only react-final-form's types. Each remote renders them inside
 * its own `<Field>`, so the form context stays in the remote's react-final-form and this module
 * needs no react-final-form at run time (it is not a federation singleton).
 */
export { TextFieldAdapter, type TextFieldAdapterProps } from './text-field-adapter';
export {
  SelectFieldAdapter,
  type SelectFieldAdapterProps,
  type SelectOption,
} from './select-field-adapter';
export { FormMessage, type FormStatus } from './form-message';
export {
  InventorPicker,
  type InventorPickerProps,
  type MultipleInventorPickerProps,
  type PickedInventor,
  type SingleInventorPickerProps,
} from './inventor-picker';
export { INVENTOR_SEARCH_MIN_LENGTH, isInventorSearchable } from './inventor-search';
export {
  QuestionnaireAnswers,
  QuestionnaireFields,
  type QuestionAttachment,
  type QuestionnaireAnswersProps,
  type QuestionnaireFieldsProps,
} from './questionnaire';
