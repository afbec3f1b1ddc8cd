/** The largest JSON body the API reads. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The messages of the uniform error answers, written for the person using the site. */
export const errorMessages = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  apiNotFound: 'There is no API endpoint at this address.',
  badUrl: 'This address is not valid.',
  emptyBody: 'The request has no body. Please send the form as JSON.',
  invalidJson: 'The request body is not valid JSON.',
  contentType: 'Please send the form as JSON (Content-Type: application/json).',
  tooLarge: `The request is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB).`,
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  notAnObject: 'Please send the form fields as a JSON object.',
  invalidFields: 'Please correct the highlighted fields.',
  invalidParameters: 'The address or its parameters are not valid.',
  badRequest: 'The request could not be processed.',
  unreadable:
    'This record cannot be opened on this server at the moment. We have been told; please try again later.',
  unstorable:
    'Some of the data sent cannot be stored (an unusual character or an impossible date). Please check it and try again.',
} as const;
