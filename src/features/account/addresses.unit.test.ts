import { addressLines, addressOf, sameAddress } from './addresses';
import type { Address } from './accountApi';

const HOME: Address = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '+919800000000',
};

describe('saved addresses', () => {
  it('sends a saved address without its id', () => {
    expect(addressOf({ id: 'a1', ...HOME })).toEqual(HOME);
  });

  it('writes an address in lines and leaves out the ones a closed account emptied', () => {
    expect(addressLines(HOME)).toEqual([
      'Asha Rao',
      '12 MG Road',
      'Pune, Maharashtra 411001',
      'India',
      '+919800000000',
    ]);
    expect(addressLines({ ...HOME, firstName: '', lastName: '', street: '', phone: '' })).toEqual([
      'Pune, Maharashtra 411001',
      'India',
    ]);
  });

  it('tells the same address typed with extra spaces from a different one', () => {
    expect(sameAddress(HOME, { ...HOME, street: ' 12 MG Road ' })).toBe(true);
    expect(sameAddress(HOME, { ...HOME, zipcode: '411002' })).toBe(false);
  });
});
