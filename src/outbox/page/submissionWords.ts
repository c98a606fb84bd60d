import type { SubmissionField, SubmissionWords } from '../../domain/submissions';
import type { MessageId } from '../../i18n/messageIds';
import type { Translate } from '../../i18n/useT';

const LABELS: Record<SubmissionField, MessageId> = {
  companyName: 'forms.fieldCompanyName',
  email: 'forms.fieldEmail',
  phone: 'forms.fieldPhone',
  jobTitle: 'forms.fieldJobTitle',
  description: 'forms.fieldDescription',
  fullname: 'forms.fieldFullname',
  mobile: 'forms.fieldMobile',
  address: 'forms.fieldAddress',
  pincode: 'forms.fieldPincode',
  experience: 'forms.fieldExperience',
  role: 'forms.fieldRole',
};

/**
 * The forms' checks in the page's language (the forms area of the catalogue): the enquiry and the
 * application build the shared schemas with these, so the page says in its language what the
 * server would answer in English. In English they are the server's words exactly (a unit test holds them equal).
 */
export function submissionWords(t: Translate): SubmissionWords {
  const label = Object.fromEntries(Object.entries(LABELS).map(([field, id]) => [field, t(id)])) as Record<
    SubmissionField,
    string
  >;
  return {
    label,
    required: (name) => t('forms.required', { label: name }),
    tooLong: (name, max) => t('forms.tooLong', { label: name, max }),
    invalidEmail: t('forms.invalidEmail'),
    invalidPhone: t('forms.invalidPhone'),
    invalidMobile: t('forms.invalidMobile'),
    experienceNotNumber: t('forms.experienceNotNumber'),
    experienceNegative: t('forms.experienceNegative'),
    experienceTooLarge: t('forms.experienceTooLarge'),
  };
}
