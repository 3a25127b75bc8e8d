import { describe, expect, it } from 'vitest';
import {
  deliveryTypesFor,
  validateAnnouncementForm,
  type AnnouncementFormValues,
  type CategoryRules,
} from './announcement-form';
import { ACTION_FROM, canApply, statusAfterUpdate } from './announcement-status';
import { ANNOUNCEMENT_STATUSES, pricePreviewOf, priceDaOf } from './announcements';

const cars: CategoryRules = {
  priceUnits: ['MILLION', 'UNIT', 'BILLION'],
  delivery: true,
  deliveryType: 'VEHICLE_DELIVERY_AVAILABLE',
  isWithoutExchange: false,
};

const valid: AnnouncementFormValues = {
  title: 'Clio 4 2017',
  description: 'Bon état',
  categoryId: '101',
  price: 180,
  priceUnit: 'MILLION',
  cityIds: ['558'],
};

const fieldsOf = (values: AnnouncementFormValues, category: CategoryRules | null = cars) =>
  Object.fromEntries(validateAnnouncementForm(values, category).map((f) => [f.field, f.rule]));

describe('the publishing form', () => {
  it('accepts a complete form', () => {
    expect(validateAnnouncementForm(valid, cars)).toEqual([]);
  });

  it('requires title, description, category, place, and a price unless there is none to give', () => {
    expect(fieldsOf({})).toEqual({
      title: 'required',
      description: 'required',
      categoryId: 'required',
      cityIds: 'required',
      price: 'required',
    });
    expect(fieldsOf({ ...valid, price: null, priceUnit: 'NO_PRICE' })).toEqual({});
    expect(fieldsOf({ ...valid, price: null, priceType: 'GIVEN' })).toEqual({});
  });

  it('bounds lists, lengths and amounts', () => {
    expect(
      fieldsOf({
        ...valid,
        title: 'x'.repeat(101),
        cityIds: Array.from({ length: 11 }, (_, i) => String(i)),
        quantity: 0,
        price: 1.234,
        phones: [{ phone: '0550123456' }, { phone: '0550123456' }, { phone: '0550123456' }, { phone: '0550123456' }],
      }),
    ).toEqual({
      title: 'max_length',
      cityIds: 'max_items',
      quantity: 'min_value',
      price: 'float',
      phones: 'max_items',
    });
    expect(fieldsOf({ ...valid, price: 20_000_000 })).toEqual({ price: 'max_value' });
  });

  it('keeps the category’s units, delivery family and exchange rule', () => {
    expect(fieldsOf({ ...valid, priceUnit: 'UNIT_PER_SQUARE' })).toEqual({ priceUnit: 'one_of' });
    expect(fieldsOf({ ...valid, hasDelivery: true, deliveryType: 'DELIVERY_FREE' })).toEqual({
      deliveryType: 'one_of',
    });
    expect(fieldsOf({ ...valid, hasDelivery: true, deliveryType: 'VEHICLE_DELIVERY_FREE' })).toEqual({});
    expect(fieldsOf({ ...valid, exchangeType: 'EXCHANGEABLE' }, { ...cars, isWithoutExchange: true })).toEqual({
      exchangeType: 'one_of',
    });
    expect(
      fieldsOf({ ...valid, hasDelivery: true, deliveryType: 'USER_DELIVERY' }, { ...cars, delivery: false }),
    ).toEqual({
      deliveryType: 'one_of',
    });
    expect(deliveryTypesFor({ deliveryType: 'SERVICE_AT_HOME' })).toContain('SERVICE_REMOTE');
    expect(deliveryTypesFor({ deliveryType: null })).toContain('DELIVERY_PAY_ON_DELIVERY');
  });

  it('wants the crossed-out old price above the price, and allows only web links', () => {
    expect(fieldsOf({ ...valid, oldPrice: 150 })).toEqual({ oldPrice: 'min_value' });
    expect(fieldsOf({ ...valid, orderExternalUrl: 'javascript:alert(1)' })).toEqual({ orderExternalUrl: 'url' });
    expect(fieldsOf({ ...valid, orderExternalUrl: 'https://boutique.example.dz/p/1' })).toEqual({});
  });

  it('checks each phone with the Algerian format', () => {
    expect(fieldsOf({ ...valid, phones: [{ phone: '0550 12 34 56' }, { phone: '12345' }] })).toEqual({
      'phones.1.phone': 'phone',
    });
  });
});

describe('prices in units', () => {
  it('converts between dinars and the display unit', () => {
    expect(priceDaOf(185.5, 'MILLION')).toBe(1_855_000);
    expect(priceDaOf(1.2, 'BILLION')).toBe(12_000_000);
    expect(pricePreviewOf(1_855_000, 'MILLION')).toBe(185.5);
    expect(pricePreviewOf(null, 'UNIT')).toBe(0);
    expect(pricePreviewOf(5000, 'NO_PRICE')).toBe(0);
  });
});

describe('status transitions', () => {
  it('only allows actions from the statuses the table lists', () => {
    expect(canApply('refresh', 'EXPIRED')).toBe(true);
    expect(canApply('refresh', 'PENDING')).toBe(false);
    expect(canApply('update', 'LOCKED')).toBe(false);
    expect(canApply('restore', 'PUBLISHED')).toBe(false);
    for (const statuses of Object.values(ACTION_FROM)) {
      for (const status of statuses) expect(ANNOUNCEMENT_STATUSES).toContain(status);
    }
  });

  it('turns a published announcement into EDITED and sends a refused one back to moderation', () => {
    expect(statusAfterUpdate('PUBLISHED')).toBe('EDITED');
    expect(statusAfterUpdate('DISABLED')).toBe('PENDING');
    expect(statusAfterUpdate('PENDING')).toBe('PENDING');
  });
});
