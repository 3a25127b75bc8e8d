/**
 * The steps of publishing on the portal (issue 19), in order, and which step each form field
 * belongs to: a step checks only its own fields before going on, and a refusal from the server
 * sends the member back to the step of its first refused field. `upload` is the spec's name of
 * the pictures step (`/publish?steps=upload` opens it: spec §2, whose parameter is `steps`).
 */
export const STEP_PARAM = 'steps';
export const PUBLISH_STEPS = ['category', 'details', 'upload', 'place', 'price', 'preview'] as const;
export type PublishStep = (typeof PUBLISH_STEPS)[number];

const FIELD_STEPS: Record<string, PublishStep> = {
  categoryId: 'category',
  title: 'details',
  description: 'details',
  specs: 'details',
  mediaIds: 'upload',
  cityIds: 'place',
  streetName: 'place',
  phones: 'place',
  hasEmail: 'place',
  price: 'price',
  oldPrice: 'price',
  priceUnit: 'price',
  priceType: 'price',
  exchangeType: 'price',
  quantity: 'price',
  hasDelivery: 'price',
  deliveryType: 'price',
  paymentMethod: 'price',
  orderExternalUrl: 'price',
  isCommentEnabled: 'price',
  variants: 'price',
};

/** The step of a form field (`specs.marque` and `phones.0.phone` by their first part); details when unknown. */
export function stepOfField(field: string): PublishStep {
  const head = field.split('.')[0] ?? field;
  // The category picker's deeper levels are `categoryId-1`, `categoryId-2`…
  if (head.startsWith('categoryId')) return 'category';
  return FIELD_STEPS[head] ?? 'details';
}

/** The step an address asks for (`?steps=`), the first one when it names none or an unknown one. */
export function stepFromQuery(value: string | null): PublishStep {
  return (PUBLISH_STEPS as readonly string[]).includes(value ?? '') ? (value as PublishStep) : 'category';
}

/** The step after or before one; null past either end. */
export function stepBeside(step: PublishStep, by: 1 | -1): PublishStep | null {
  return PUBLISH_STEPS[PUBLISH_STEPS.indexOf(step) + by] ?? null;
}

/** The first step, in order, holding one of these fields; null when none. */
export function firstStepOf(fields: readonly string[]): PublishStep | null {
  const steps = new Set(fields.map(stepOfField));
  return PUBLISH_STEPS.find((step) => steps.has(step)) ?? null;
}
