import { loginBodySchema, signupBodySchema } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/with-i18n.tsx';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  it('translates the issues of the core sign-up schema, one message per field', async () => {
    const i18n = await createTestI18n();
    const values = { email: 'not-an-address', password: 'short', firstName: ' ', lastName: 'Lovelace', accountName: '', inviteCode: '' };
    const result = signupBodySchema.safeParse({ ...values, accountName: undefined, inviteCode: undefined });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error?.issues ?? [], values, i18n.t, { accountName: 'custom wording' });
    expect(errors).toEqual({
      email: 'Please enter a valid e-mail address, like name@example.com.',
      password: 'Please use at least 8 characters.',
      firstName: 'Please fill in this field.',
      accountName: 'custom wording',
    });
  });

  it('calls an empty field required whatever rule it broke', async () => {
    const i18n = await createTestI18n('es-ES');
    const values = { email: '', password: '' };
    const result = loginBodySchema.safeParse(values);
    expect(fieldErrors(result.error?.issues ?? [], values, i18n.t)).toEqual({
      email: 'Completa este campo.',
      password: 'Completa este campo.',
    });
  });
});
