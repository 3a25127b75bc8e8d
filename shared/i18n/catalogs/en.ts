/**
 * English texts. The validation messages are the spec's, as written there (it gives some in
 * French, such as "Valeur minimum {min}"); `{name}` marks a value filled in at use.
 */
export const en = {
  validation: {
    required: 'This field is required !',
    confirmed: 'Passwords must match !',
    phone: 'A valid number format is required!',
    min_length: 'This field must contain at least {n} characters',
    max_length: 'This field cannot contain more than {n} characters',
    email: 'This field must be a valid E-Mail address.',
    year: 'A valid year format is required !',
    float: 'The amount must contain 2 digits after the decimal point',
    min_value: 'Valeur minimum {min}',
    alpha_dash: 'The format is not correct!',
    alpha_specs: 'Only letters, digits and the characters \\ - . @ _ are allowed.',
    date: 'A valid date is required !',
    age: 'The age must be between {min} and {max} years.',
    one_of: 'This value is not one of the choices.',
    exists: 'This value does not exist.',
    max_value: 'Maximum value {max}',
    max_items: 'At most {n} items',
    url: 'A valid address starting with http:// or https:// is required.',
  },
  errors: {
    unauthenticated: 'Sign-in required.',
    sessionExpired: 'Your session has expired, please sign in again.',
    forbidden: 'Access denied.',
    formValidation: 'Invalid data.',
    wrongPhoneFormat: 'A valid number format is required!',
    usernameTaken: 'This username is already taken.',
    emailTaken: 'This e-mail address is already taken.',
    registerUnknown: 'The registration failed. Please try again.',
    resetEmailNotFound: 'No account uses this e-mail address.',
    resetInvalidToken: 'This password reset link is invalid or has expired.',
    resetUnknown: 'The password reset failed. Please try again.',
    emailMaxReach: 'An e-mail was already sent. Please wait a few minutes before asking again.',
    validationInvalidToken: 'This validation link is invalid or has expired.',
    userNotExist: 'This account does not exist.',
    unknownRole: 'Unknown role: {name}.',
    unknownPermission: 'Unknown permission: {name}.',
    lastSuperAdmin: 'The last SUPER_ADMIN cannot lose that role.',
    requestTooLarge: 'This request is too large or too complex ({limit}: at most {max}).',
    requestMalformed: 'This request is not a valid GraphQL request.',
    operationInvalid: 'This operation does not match the API.',
  },
  moderation: {
    taken: 'Another moderator is already handling this announcement.',
  },
  announcements: {
    formValidation: 'The announcement has invalid fields.',
    notFound: 'This announcement does not exist or is no longer available.',
    actionImpossible: 'Action impossible: this announcement is {status}.',
    notActive: 'This announcement is no longer active.',
    publishNoAccess: 'You have no access to publishing.',
    publishNotValidated: 'Please validate your account to publish an announcement.',
    publishCategoryForbidden: 'Announcements cannot be added to this category.',
    phoneMaxAttempt: 'Too many phone numbers shown, retry in {seconds} seconds.',
    unknownSpecification: 'This category has no such field.',
    specificationNotApplicable: 'This field only applies once {parent} is filled in.',
  },
  comments: {
    sent: 'Your comment was sent',
    tooLong: 'Please reduce the number of characters',
    empty: 'This field is required',
    disabled: 'Sorry, comments are disabled for this announcement',
    submitError: 'You cannot submit a comment!',
    confirmReport: 'Do you want to report this comment?',
    confirmDelete: 'Do you want to delete this comment?',
    none: 'No comment for this announcement',
    notFound: 'This comment does not exist.',
  },
  media: {
    unsupportedType: 'Only pictures (JPEG, PNG, WebP, GIF, AVIF) can be uploaded.',
    tooLarge: 'A picture cannot weigh more than {max} MB.',
    tooManyPixels: 'This picture is too large (at most {max} megapixels).',
    tooManyFiles: 'At most {max} pictures at once.',
  },
  price: {
    UNIT: '{amount} DA',
    MILLION: '{amount} million',
    BILLION: '{amount} billion',
    UNIT_PER_SQUARE: '{amount} DA/m²',
    MILLION_PER_SQUARE: '{amount} million/m²',
    NO_PRICE: 'Price on request',
    GIVEN: 'Free',
  },
  mail: {
    validation: {
      subject: 'Confirm your e-mail address on Souk',
      text: 'Hello {name},\n\nWelcome to Souk! To confirm your e-mail address, open this link within 48 hours:\n\n{link}\n\nIf you did not create an account on Souk, ignore this message.\n\nThe Souk team',
    },
    passwordReset: {
      subject: 'Reset your Souk password',
      text: 'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your Souk account. To choose a new password, open this link within one hour:\n\n{link}\n\nIf you did not ask for it, ignore this message: your password stays the same.\n\nThe Souk team',
    },
  },
};

/** The shape every language's catalog has: the English catalog's keys, with any text. */
export type Catalog = { [Section in keyof typeof en]: CatalogSection<(typeof en)[Section]> };
type CatalogSection<T> = { [Key in keyof T]: T[Key] extends string ? string : CatalogSection<T[Key]> };
