import { describe, expect, it } from 'vitest';
import { firstStepOf, PUBLISH_STEPS, stepBeside, stepFromQuery, stepOfField } from './steps';

describe('the publishing steps', () => {
  it('put every field in its step, nested fields by their first part', () => {
    expect(stepOfField('categoryId')).toBe('category');
    expect(stepOfField('categoryId-2')).toBe('category');
    expect(stepOfField('specs.marque')).toBe('details');
    expect(stepOfField('mediaIds')).toBe('upload');
    expect(stepOfField('phones.1.phone')).toBe('place');
    expect(stepOfField('cityIds')).toBe('place');
    expect(stepOfField('deliveryType')).toBe('price');
    expect(stepOfField('somethingNew')).toBe('details');
  });

  it('open the step an address names (upload is the pictures), the first otherwise', () => {
    expect(stepFromQuery('upload')).toBe('upload');
    expect(stepFromQuery('preview')).toBe('preview');
    expect(stepFromQuery(null)).toBe('category');
    expect(stepFromQuery('nonsense')).toBe('category');
  });

  it('go forward and back in order, and find the first step of refused fields', () => {
    expect(stepBeside('category', 1)).toBe('details');
    expect(stepBeside('category', -1)).toBeNull();
    expect(stepBeside('preview', 1)).toBeNull();
    expect(firstStepOf(['price', 'phones.0.phone', 'title'])).toBe('details');
    expect(firstStepOf([])).toBeNull();
    expect(PUBLISH_STEPS).toHaveLength(6);
  });
});
