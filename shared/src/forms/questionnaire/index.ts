export { QuestionnaireFields, type QuestionnaireFieldsProps } from './questionnaire-fields';
export { QuestionnaireAnswers, type QuestionnaireAnswersProps } from './questionnaire-answers';
export { QuestionInput, type QuestionAttachment } from './question-input';
export { useQuestionnaireT } from './use-questionnaire-t';
