// Spec 01 §8.1: what the user sees for a failed request, by HTTP status, with the server's error code mapped to
// translated text (§8.3).
import type { TFunction } from 'i18next';

import { SETUP_FAILURE_STATUS, TIMEOUT_STATUS, type ApiError } from '../../../api/client';
import { errorText } from '../../../i18n/error-messages';

export interface ErrorNotificationText {
  title: string;
  description?: string;
}

export function httpErrorNotification(
  error: Pick<ApiError, 'status' | 'code'>,
  t: TFunction,
  lang: string,
): ErrorNotificationText {
  const codeText = error.code ? errorText(error.code, lang) : undefined;
  switch (error.status) {
    case 401:
      return { title: t('http.unauthorizedTitle'), description: t('http.unauthorizedDescription') };
    case 400:
      return { title: t('http.badRequestTitle'), description: codeText ?? t('http.badRequestDescription') };
    case 403:
      return { title: t('http.forbiddenTitle'), description: codeText ?? t('http.forbiddenDescription') };
    case 404:
      return { title: t('http.notFoundTitle'), description: codeText };
    case 415:
      return { title: t('http.malformedTitle'), description: t('http.malformedDescription') };
    case 500:
      return { title: t('http.internalTitle') };
    case TIMEOUT_STATUS:
      return { title: t('http.timeoutTitle'), description: t('http.timeoutDescription') };
    case SETUP_FAILURE_STATUS:
      return { title: t('http.setupTitle') };
    default:
      return { title: t('http.otherTitle'), description: errorText(error.code, lang) };
  }
}
