import { useTranslation } from 'react-i18next';

import { ApiError } from '../api/client';
import { errorText } from '../i18n/error-messages';

// Server failures shown inside a form: the error code's translated text (spec 01 §8.3).
export function useApiErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) =>
    error instanceof ApiError && error.code ? errorText(error.code, i18n.language) : t('common.somethingWrong');
}

export const isApiError = (error: unknown, code: string): boolean => error instanceof ApiError && error.code === code;
