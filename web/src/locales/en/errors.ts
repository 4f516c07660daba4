import type { ApiErrorCode } from '@/lib/api-client';

/**
 * What each error code means to the user, in English. Typed by the code list, so a
 * code the server adds fails the build until it is written here and in Bangla.
 */
export const errorTexts: Record<ApiErrorCode, string> = {
  validation_error: 'Some of what you entered is not valid. Please check it and try again.',
  unauthorized: 'You are not signed in, or your email or password was not accepted.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'What you were looking for was not found. It may have been removed.',
  method_not_allowed: 'This action is not supported.',
  conflict: 'This cannot be done in the current state, for example because it already exists.',
  payload_too_large: 'What you sent is too large.',
  unsupported_media_type: 'What you sent is in a format the server does not accept.',
  off_topic:
    'Your question appears to be outside the scope of Islamic and Quranic knowledge. This application is specifically designed to answer questions related to Islam and the Quran.',
  guest_limit: "You've reached the limit of free messages. Sign in to continue asking questions and save your chat history.",
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  bad_origin: 'This request must come from the app itself. Please reload the page.',
  invalid_token: 'This link is invalid or has expired.',
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storage_unavailable: 'The server cannot save data right now, so your request was not completed. Please try again later.',
  network_error: 'The server could not be reached. Please check your connection and try again.',
  http_error: 'The server gave an unexpected answer. Please try again.',
};
