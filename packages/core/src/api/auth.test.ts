import { describe, expect, it } from 'vitest';
import { loginBodySchema, signupBodySchema } from './auth.ts';

const validSignup = {
  email: '  Ada@Example.COM ',
  password: 'long enough',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountName: 'Analytical',
};

describe('signupBodySchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(signupBodySchema.parse(validSignup).email).toBe('ada@example.com');
  });

  it('requires an account name unless an invite code is given', () => {
    const { accountName: _omitted, ...withoutAccount } = validSignup;
    const failure = signupBodySchema.safeParse(withoutAccount);
    expect(failure.success).toBe(false);
    expect(failure.error?.issues[0]?.path).toEqual(['accountName']);
    expect(signupBodySchema.safeParse({ ...withoutAccount, inviteCode: 'abcd2345' }).success).toBe(true);
  });

  it('upper-cases invite codes so they can be typed in any case', () => {
    expect(signupBodySchema.parse({ ...validSignup, inviteCode: 'abcd2345' }).inviteCode).toBe('ABCD2345');
  });

  it('enforces the password and name bounds', () => {
    expect(signupBodySchema.safeParse({ ...validSignup, password: 'short' }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...validSignup, password: 'x'.repeat(201) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...validSignup, firstName: '' }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...validSignup, lastName: 'x'.repeat(101) }).success).toBe(false);
    expect(signupBodySchema.safeParse({ ...validSignup, accountName: 'x'.repeat(201) }).success).toBe(false);
  });

  it('rejects something that is not an e-mail', () => {
    expect(signupBodySchema.safeParse({ ...validSignup, email: 'not-an-email' }).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('normalises the e-mail the same way as sign-up', () => {
    expect(loginBodySchema.parse({ email: ' OWNER@Demo.Slidewise.dev', password: 'x' }).email).toBe('owner@demo.slidewise.dev');
  });
});
