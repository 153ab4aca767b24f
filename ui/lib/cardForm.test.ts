import { describe, expect, it } from 'vitest';
import { cardFieldErrors, cardInput, cardValidators, groupCardNumber, parseExpiry, shapeExpiry, emptyCard } from './cardForm';

const check = (field: 'number' | 'expiry' | 'cvc', value: string) => cardValidators[field]?.(value, { ...emptyCard, [field]: value });

describe('card form', () => {
  it('groups the number by four and shapes the expiry as MM/ГГ while typing', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(shapeExpiry('1228')).toBe('12/28');
    expect(shapeExpiry('1')).toBe('1');
  });

  it('checks the number by Luhn, the expiry against today, the CVC by length', () => {
    expect(check('number', '4242 4242 4242 4242')).toBeNull();
    expect(check('number', '4242 4242 4242 4241')).toBe('errors:card.number_invalid');
    expect(check('number', ' ')).toBe('errors:field.required');
    expect(check('expiry', `12/${String(new Date().getFullYear() + 2).slice(2)}`)).toBeNull();
    expect(check('expiry', '01/20')).toBe('errors:card.expiry_invalid');
    expect(check('expiry', '13/30')).toBe('errors:card.expiry_invalid');
    expect(check('cvc', '12')).toBe('errors:card.cvc_invalid');
    expect(check('cvc', '123')).toBeNull();
  });

  it('turns the form into the API card and the API field errors back into the form', () => {
    expect(parseExpiry('07/2031')).toEqual({ month: 7, year: 2031 });
    expect(cardInput({ number: '4242 4242 4242 4242', expiry: '07/31', cvc: ' 123 ', holder: ' ANNA ' })).toEqual({ number: '4242 4242 4242 4242', exp_month: 7, exp_year: 2031, cvc: '123', holder: 'ANNA' });
    expect(cardFieldErrors({ 'card.number': 'Проверьте номер карты', 'card.exp_month': 'Проверьте срок действия карты' })).toEqual({ number: 'Проверьте номер карты', expiry: 'Проверьте срок действия карты' });
  });
});
