import { isCommonPassword } from './common-passwords.js';

describe('the common passwords', () => {
  it('include the leaked favourites in any case, also the ones that pass the character rules', () => {
    for (const password of ['123456', 'password', 'Password1', 'QWERTY123', 'Welcome1', 'Passw0rd', 'Password123'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('leave alone a password of the platform’s own and any uncommon one', () => {
    for (const password of ['Demo1234', 'Secreta123', 'Tr3s-Lunas-Azules', 'Mate.Con.Facturas.9'])
      expect(isCommonPassword(password)).toBe(false);
  });
});
