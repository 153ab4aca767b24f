import { describe, expect, it } from 'vitest';
import { leadContact, phoneE164, phoneRegion, phoneSearchDigits, phoneSearchText, searchTermOf } from './contact';
import type { FormFieldRule, FormRules } from './forms';

const field = (name: string, label: string, kind: FormFieldRule['kind'] = 'text'): FormFieldRule => ({ name, label, kind, required: false, options: [] });
const form = (...fields: FormFieldRule[]): FormRules => ({ id: 1, name: 'Заявка', submitText: '', fields });

describe('the contact rule', () => {
  it('takes the phone field, not an order number typed in a text field', () => {
    const f = form(field('order', 'Номер заказа'), field('mobile', 'Мобильный', 'phone'));
    const c = leadContact(f, { order: '12345678', mobile: '+7 999 123-45-67' });
    expect(c).toEqual({ name: null, email: null, phone: '+7 999 123-45-67', phoneE164: '+79991234567', title: '+7 999 123-45-67' });
    // The same answers with the form gone (republished without it): the label still says it is the phone.
    const bare = leadContact(undefined, { order: '12345678', mobile: '+7 999 123-45-67' }, [{ name: 'order', label: 'Номер заказа' }, { name: 'mobile', label: 'Мобильный' }]);
    expect(bare.phone).toBe('+7 999 123-45-67');
    // With no phone field at all, a number that is no real phone is never taken for one.
    expect(leadContact(form(field('order', 'Номер заказа')), { order: '12345678' }).phone).toBeNull();
  });

  it('takes a name field by its label when its name says nothing', () => {
    const f = form(field('who', 'Имя'), field('contact', 'Почта', 'email'));
    const c = leadContact(f, { who: ' Анна ', contact: 'anna@example.ru' });
    expect(c).toMatchObject({ name: 'Анна', email: 'anna@example.ru', phone: null, title: 'Анна' });
  });

  it('falls back to the value\'s shape: an address or a real number in a plain text field', () => {
    const f = form(field('q1', 'Как с вами связаться'), field('q2', 'Куда написать'));
    expect(leadContact(f, { q1: '8 (900) 777-88-99', q2: 'Ivan@Example.com' })).toMatchObject({
      email: 'Ivan@Example.com', phone: '8 (900) 777-88-99', phoneE164: '+79007778899', title: 'Ivan@Example.com',
    });
  });

  it('never takes a value of the wrong shape, and keeps an unparsable phone as typed without E.164', () => {
    const f = form(field('email', 'Email', 'email'), field('phone', 'Телефон', 'phone'));
    expect(leadContact(f, { email: 'not an address', phone: 'позвоните мне' })).toMatchObject({ email: null, phone: null, title: 'not an address' });
    const odd = leadContact(f, { phone: '+7 000 000 00 00 000' });
    expect(odd.phone).toBe('+7 000 000 00 00 000');
    expect(odd.phoneE164).toBeNull();
  });

  it('reads a number without its country code in the account\'s region, Russia by default', () => {
    const f = form(field('phone', 'Phone', 'phone'));
    expect(leadContact(f, { phone: '020 7946 0958' }, [], phoneRegion('gb')).phoneE164).toBe('+442079460958');
    expect(leadContact(f, { phone: '900 777 88 99' }).phoneE164).toBe('+79007778899');
    expect(phoneRegion(null)).toBe('RU');
    expect(phoneRegion('zz')).toBe('RU');
  });

  it('names the client by the name, else the email, else the phone, else the first answer', () => {
    const f = form(field('name', 'Name'), field('phone', 'Phone', 'phone'), field('email', 'Email', 'email'));
    expect(leadContact(f, { name: ' Иван ', phone: '+79001234567', email: 'i@x.ru' }).title).toBe('Иван');
    expect(leadContact(f, { name: '', phone: '+79001234567', email: 'i@x.ru' }).title).toBe('i@x.ru');
    expect(leadContact(f, { phone: '+79001234567' }).title).toBe('+79001234567');
    expect(leadContact(form(), { comment: 'Перезвоните' }).title).toBe('Перезвоните');
    expect(leadContact(undefined, { q: '', city: 'Казань' }).title).toBe('Казань');
  });
});

describe('phones in searches', () => {
  it('turns every way of typing a number into the same digits', () => {
    for (const q of ['+7 900 777-88-99', '89007778899', '9007778899', '+79007778899', '8 (900) 777 88 99']) {
      expect(phoneSearchDigits(q)).toBe('79007778899');
    }
    expect(phoneE164('89007778899')).toBe('+79007778899');
  });

  it('looks for a partial number by its own digits, and leaves words and short numbers alone', () => {
    expect(phoneSearchDigits('88-99')).toBe('8899');
    expect(phoneSearchDigits('777 88 99')).toBe('7778899');
    expect(phoneSearchDigits('99')).toBeNull();
    expect(phoneSearchDigits('Иван 900')).toBeNull();
    expect(searchTermOf(' Иван ')).toBe('иван');
    expect(searchTermOf('8 900 777-88-99')).toBe('79007778899');
  });

  it('stores the digits that any query form or its last digits find', () => {
    const text = phoneSearchText(['+7 900 777-88-99', 'Иван', '12']);
    expect(text).toBe('79007778899');
    expect(text).toContain(phoneSearchDigits('89007778899'));
    expect(text).toContain(phoneSearchDigits('88-99'));
    expect(phoneSearchText(['8 900 777-88-99'])).toBe('89007778899 79007778899');
  });
});
