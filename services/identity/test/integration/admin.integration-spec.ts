import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { IdentityRequests, type Actor } from '@afilia/contracts';
import { uniqueEmail } from '@afilia/service-kit/testing';
import { grantAdmin } from '../../src/admin/grant-admin.js';
import { IdentityHarness } from '../support/identity-harness.js';

const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../dist/admin/grant-admin.cli.js', import.meta.url));

async function signUp(role: 'brand' | 'creator' | 'agency', name: string) {
  return identity.call(IdentityRequests.signUp, { name, email: uniqueEmail(role), password: 'Secreta123', role });
}

async function newAdmin(): Promise<Actor> {
  const email = uniqueEmail('admin');
  const granted = await grantAdmin(identity.db, { email, name: 'Operaciones' });
  if (granted.kind !== 'created') throw new Error('expected a new admin');
  return (await identity.signInSettingUp(email, granted.password)).session.actor;
}

describe('the operator’s admin command', () => {
  it('creates an admin who signs in with the password shown once, and says so when run again', async () => {
    const email = uniqueEmail('ops');
    const { stdout } = await run(process.execPath, [CLI, '--email', email.toUpperCase(), '--name', 'Operaciones'], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    });
    const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    const { session } = await identity.signInSettingUp(email, password!);
    expect(session.actor.role).toBe('admin');
    expect(session.user.name).toBe('Operaciones');
    expect(await grantAdmin(identity.db, { email, name: 'Otra' })).toEqual({ kind: 'already-admin', email });
  });

  it('turns off the two-step sign-in of someone who lost phone and codes: an admin sets it up again at the next sign-in', async () => {
    const email = uniqueEmail('ops');
    const granted = await grantAdmin(identity.db, { email, name: 'Operaciones' });
    if (granted.kind !== 'created') throw new Error('expected a new admin');
    await identity.signInSettingUp(email, granted.password);
    const { stdout } = await run(process.execPath, [CLI, '--email', email, '--reset-two-factor'], { env: process.env });
    expect(stdout).toContain(`Verificación en dos pasos desactivada para ${email}`);
    const { rows } = await identity.db.query(
      'SELECT count(*)::int AS n FROM identity.recovery_codes rc JOIN identity.users u ON u.id = rc.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows[0].n).toBe(0);
    await identity.signInSettingUp(email, granted.password);

    const unknown = await run(process.execPath, [CLI, '--email', uniqueEmail('nadie'), '--reset-two-factor'], { env: process.env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No hay ninguna cuenta con el email') });
  });

  it('refuses to turn another role’s account into an admin, and a bad e-mail', async () => {
    const creator = await signUp('creator', 'Ana Paz');
    await expect(grantAdmin(identity.db, { email: creator.user.email, name: 'x' })).rejects.toThrow(/ya es una cuenta de creator/);
    const failed = await run(process.execPath, [CLI, '--email', 'no-es-un-email'], { env: process.env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('Email inválido') });
    const { rows } = await identity.db.query(`SELECT "role" FROM "identity"."users" WHERE "email" = $1`, [creator.user.email]);
    expect(rows).toEqual([{ role: 'creator' }]);
  });
});

describe('the admin’s lists of brands and creators', () => {
  it('show every brand with its owner and agencies, and every creator with its e-mail', async () => {
    const admin = await newAdmin();
    const owner = await signUp('brand', 'Dueña Uno');
    const agency = await signUp('agency', 'Agencia Sur');
    const agencyBrand = await identity.call(IdentityRequests.createBrand, { name: 'Marca de agencia' }, agency.actor);
    const creator = await signUp('creator', 'Lía Creadora');

    const brands = await identity.call(IdentityRequests.listAllBrands, {}, admin);
    expect(brands.find((b) => b.id === owner.actor.brandIds[0])).toMatchObject({
      ownerName: 'Dueña Uno',
      ownerEmail: owner.user.email,
      agencies: [],
    });
    expect(brands.find((b) => b.id === agencyBrand.id)).toMatchObject({
      name: 'Marca de agencia',
      ownerName: null,
      agencies: ['Agencia Sur'],
    });

    const creators = await identity.call(IdentityRequests.listAllCreators, {}, admin);
    expect(creators.find((c) => c.id === creator.actor.creatorId)).toMatchObject({ name: 'Lía Creadora', email: creator.user.email });
  });

  it('are refused to everyone else', async () => {
    for (const role of ['brand', 'creator', 'agency'] as const) {
      const { actor } = await signUp(role, 'Otra Persona');
      expect((await identity.failure(IdentityRequests.listAllBrands, {}, actor)).code).toBe('FORBIDDEN');
      expect((await identity.failure(IdentityRequests.listAllCreators, {}, actor)).code).toBe('FORBIDDEN');
    }
  });
});
