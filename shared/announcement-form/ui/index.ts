/**
 * The publishing form's sections, shown whole on one page by the studio and one step at a time
 * by the portal's /publish. Each edits the form's store only through its actions. Their styles are
 * ./announcement-form.css, which each host imports with its own (the portal's one stylesheet).
 */

export { CategoryFields } from './CategoryFields';
export { ContactFields } from './ContactFields';
export { errorId, fieldId, FormField, invalidProps } from './FormField';
export { OptionFields } from './OptionFields';
export { PictureFields } from './PictureFields';
export { PlaceFields } from './PlaceFields';
export { PriceFields } from './PriceFields';
export { SpecFields } from './SpecFields';
export { TextFields } from './TextFields';
export { FormTextsProvider, useFormTexts, type FormTextKey, type FormTexts } from './texts';
