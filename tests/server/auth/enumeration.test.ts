import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/users';
import { AUTH_MESSAGES } from '../../../server/services/auth/messages';
import { verifyPassword } from '../../../server/services/auth/passwords';
import { createUser, testApp } from '../support/harness';
import type { TestApp } from '../support/harness';
import { linkIn, login } from './support';

/*
 * Issue #3: "no user enumeration in login, registration or forgot-password answers". Each test
 * compares what a stranger sees for an address with an account and one without.
 */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const shape = (response: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) => ({
  status: response.statusCode,
  body: response.body,
  contentType: response.headers['content-type'],
  setCookie: response.headers['set-cookie'],
});

describe('no account enumeration', () => {
  it('registration answers the same for a new address and a registered one, and the owner is told by e-mail', async () => {
    const owner = await createUser(t.db, {
      role: 'public',
      email: 'known@school.org',
      password: 'Owner-Secret-55!',
    });
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: { fullName: 'Someone Else', email, password: 'Blue-Harbour-42!' },
      });

    const known = await register('KNOWN@school.org');
    const unknown = await register('fresh@school.org');
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.statusCode).toBe(202);

    // The registered account keeps its owner's password and its single row.
    const rows = await t.db.select().from(users).where(eq(users.email, 'known@school.org'));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'Owner-Secret-55!')).toBe(true);
    expect(rows[0]?.id).toBe(owner.row.id);

    const toOwner = t.mails.filter((m) => m.to === 'known@school.org');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.subject).toBe('You already have a Parlo account');
    linkIn(toOwner[0], `${t.config.publicUrl}/newpassword/`);
    const toNewcomer = t.mails.filter((m) => m.to === 'fresh@school.org');
    expect(toNewcomer).toHaveLength(1);
    linkIn(toNewcomer[0], `${t.config.publicUrl}/auth/verify-email?token=`);
  });

  it('registering an address again while it is unconfirmed neither confirms it nor changes its password', async () => {
    const register = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: { fullName: 'Early Bird', email: 'early@school.org', password },
      });
    expect((await register('First-Choice-11!')).statusCode).toBe(202);
    expect((await register('Second-Choice-22!')).statusCode).toBe(202);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'early@school.org'));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(await verifyPassword(row?.passwordHash ?? '', 'First-Choice-11!')).toBe(true);
    expect(t.mails.filter((m) => m.to === 'early@school.org').map((m) => m.subject)).toEqual([
      'Confirm your e-mail address for Parlo',
      'You already have a Parlo account',
    ]);
  });

  it('sign-in failures look alike: unknown address, unknown user name, wrong password, unconfirmed with a wrong password', async () => {
    const teacher = await createUser(t.db, { role: 'public', email: 'signin@school.org' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    await createUser(t.db, {
      role: 'public',
      email: 'unconfirmed@school.org',
      emailVerifiedAt: null,
    });

    const answers = await Promise.all([
      login(t.app, 'nobody@school.org', 'Whatever-Pass-1!', '10.1.0.1'),
      login(t.app, 'no.such.pupil', 'Whatever-Pass-1!', '10.1.0.2'),
      login(t.app, teacher.login, 'Wrong-Pass-1!', '10.1.0.3'),
      login(t.app, pupil.login, 'Wrong-Pass-1!', '10.1.0.4'),
      login(t.app, 'unconfirmed@school.org', 'Wrong-Pass-1!', '10.1.0.5'),
    ]);
    for (const answer of answers) {
      expect(shape(answer)).toEqual(shape(answers[0] ?? answer));
    }
    expect(answers[0]?.statusCode).toBe(401);
    expect(answers[0]?.json()).toEqual({ message: AUTH_MESSAGES.wrongCredentials });
  });

  it('forgot-password answers the same whether or not the address has an account', async () => {
    await createUser(t.db, { role: 'public', email: 'forgetful@school.org' });
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/forgetPassword', payload: { email } });
    const known = await ask('forgetful@school.org');
    const unknown = await ask('stranger@school.org');
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { message: AUTH_MESSAGES.resetRequested } });
    linkIn(
      t.mails.find((m) => m.to === 'forgetful@school.org'),
      `${t.config.publicUrl}/newpassword/`,
    );
    expect(t.mails.find((m) => m.to === 'stranger@school.org')?.text).toContain(
      'there is no Parlo account',
    );
  });
});

describe('sign-in by role', () => {
  it('teachers and admins sign in by e-mail, pupils by user name in any case', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'head@school.org' });
    const pupil = await createUser(t.db, { role: 'PUPIL', userName: 'Maria.Lopez' });
    expect((await login(t.app, 'HEAD@school.org', admin.password, '10.2.0.1')).statusCode).toBe(
      200,
    );
    expect((await login(t.app, 'maria.lopez', pupil.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a disabled account is told so only after the right password', async () => {
    const user = await createUser(t.db, {
      role: 'public',
      email: 'gone@school.org',
      disabledAt: new Date(),
    });
    const wrong = await login(t.app, user.login, 'Wrong-Pass-1!', '10.3.0.1');
    expect(wrong.statusCode).toBe(401);
    const right = await login(t.app, user.login, user.password, '10.3.0.2');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: AUTH_MESSAGES.accountDisabled });
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});
