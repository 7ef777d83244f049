// The spec's validation messages, spelt exactly as the spec spells them (including 'Invaild URL').
export const VALIDATION_MESSAGES = {
  required: 'Required',
  nameRequired: 'required',
  url: 'Invaild URL',
  phone: 'Invalid phone number',
  emailRequired: 'E-mail is required',
  email: 'E-mail must be valid',
  zipcodeRequired: 'Zipcode is required',
  zipcode: 'Zipcode must be valid',
  latitude: 'Invalid latitude',
  longitude: 'Invalid longitude',
  googleReviewUrl: 'URL must be a valid Google Review URL',
  facebookReviewUrl: 'URL must be a valid Facebook Review URL',
  validUrl: 'Must be a valid URL',
  validNumber: 'Must be a valid number',
} as const;
