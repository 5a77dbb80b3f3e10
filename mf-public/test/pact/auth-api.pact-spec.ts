import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createSession } from '../../../shell/src/platform/session/session-service.js';
import { ApiError } from '../../../shell/src/platform/api/api-error.js';
import { claimApi } from '../../src/auth/claim-api.js';
import { passwordResetApi } from '../../src/auth/password-reset-api.js';
import { tiendanubeCallbackApi } from '../../src/tiendanube-callback/callback-api.js';
import { storeClaimApi } from '../../src/store-claim/store-claim-api.js';
import { emailOptOutApi } from '../../src/email-opt-out/email-opt-out-api.js';

const { like, eachLike, integer, uuid, regex, fromProviderState } = MatchersV3;

const CLAIM_TOKEN = 'reclamo-9f2c1a7e3b5d4c6e8a0b';
const INSTALLATION_TOKEN = 'instalacion-4Qm2x8ZkT1vR7nB3cY6wP0sL5hJ9dF2gA4eK8uN1oI';
/** An opt-out link's token as identity makes them: 64 bytes in base64url. */
const OPT_OUT_TOKEN = 'dG9rZW4tZGUtZWplbXBsby1wYXJhLWxhLXBhZ2luYS1kZS1iYWphLWRlLWVtYWlscy1kZS11bmEtbWFyY2EhIQ';

const pact = new PactV4({
  consumer: 'mf-public',
  provider: 'gateway',
  dir: fileURLToPath(new URL('../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

/** The real clients mf-public uses, pointed at Pact's mock gateway. */
function clients(baseUrl: string) {
  const session = createSession({ baseUrl: `${baseUrl}/api/v1`, fetch, now: Date.now, sleep: async () => undefined });
  return { session, resets: passwordResetApi(session.api), tiendanube: tiendanubeCallbackApi(session.api) };
}

const json = { 'content-type': 'application/json' };
const jsonResponse = { 'content-type': regex('application/json.*', 'application/json; charset=utf-8') };

function authBody(email: string, role: 'brand' | 'creator', brands: boolean) {
  return {
    accessToken: like('eyJhbGciOiJIUzI1NiJ9.e30.firma'),
    expiresIn: integer(900),
    user: {
      id: uuid(),
      email: like(email),
      name: like('Ana Paz'),
      role,
      brands: brands ? eachLike({ id: uuid(), name: like('Ana Paz'), logoUrl: null }) : [],
      creator: role === 'creator' ? { id: uuid(), name: like('Ana Paz'), slug: null } : null,
      agency: null,
    },
    notices: like([]),
  };
}

function errorBody(code: string, message: string) {
  return { code, message };
}

describe('mf-public auth client against the gateway', () => {
  it('signs a new brand up', () =>
    pact
      .addInteraction()
      .given('no account exists for nueva@example.com')
      .uponReceiving('a brand sign-up')
      .withRequest('POST', '/api/v1/auth/sign-up', (b) =>
        b.headers(json).jsonBody({ name: 'Ana Paz', email: 'nueva@example.com', password: 'Secreta123', role: 'brand' }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody({ ...authBody('nueva@example.com', 'brand', true), notices: ['Perfil de marca creado automáticamente'] }),
      )
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const answer = await session.signUp({ name: 'Ana Paz', email: 'nueva@example.com', password: 'Secreta123', role: 'brand' });
        expect(answer.notices).toEqual(['Perfil de marca creado automáticamente']);
        expect(session.store.get().status).toBe('signed-in');
      }));

  it('is told when the e-mail already has an account', () =>
    pact
      .addInteraction()
      .given('an account exists for ana@example.com')
      .uponReceiving('a sign-up with a taken e-mail')
      .withRequest('POST', '/api/v1/auth/sign-up', (b) =>
        b.headers(json).jsonBody({ name: 'Ana Paz', email: 'ana@example.com', password: 'Secreta123', role: 'creator' }),
      )
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody(errorBody('EMAIL_TAKEN', 'Ya existe una cuenta con este email')))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const failure = session.signUp({ name: 'Ana Paz', email: 'ana@example.com', password: 'Secreta123', role: 'creator' });
        await expect(failure).rejects.toMatchObject({ status: 409, message: 'Ya existe una cuenta con este email' });
      }));

  it('signs in', () =>
    pact
      .addInteraction()
      .given('an account exists for ana@example.com')
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/v1/auth/sign-in', (b) => b.headers(json).jsonBody({ email: 'ana@example.com', password: 'Secreta123' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(authBody('ana@example.com', 'brand', true)))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const answer = await session.signIn({ email: 'ana@example.com', password: 'Secreta123' });
        expect(answer.user.role).toBe('brand');
      }));

  it('is refused a sign-in with a wrong password', () =>
    pact
      .addInteraction()
      .given('an account exists for ana@example.com')
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/v1/auth/sign-in', (b) => b.headers(json).jsonBody({ email: 'ana@example.com', password: 'Equivocada1' }))
      .willRespondWith(401, (b) => b.headers(jsonResponse).jsonBody(errorBody('INVALID_CREDENTIALS', 'Email o contraseña incorrectos')))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const failure = session.signIn({ email: 'ana@example.com', password: 'Equivocada1' });
        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ message: 'Email o contraseña incorrectos' });
      }));

  it('is asked for the second step when the account has an authenticator app', () =>
    pact
      .addInteraction()
      .given('an account exists for dos@example.com with an authenticator app')
      .uponReceiving('a sign-in with the right password of an account with an authenticator app')
      .withRequest('POST', '/api/v1/auth/sign-in', (b) => b.headers(json).jsonBody({ email: 'dos@example.com', password: 'Secreta123' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ twoFactor: 'code', challenge: like('reto-9f2c1a7e3b5d'), expiresIn: integer(300) }),
      )
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const answer = await session.signIn({ email: 'dos@example.com', password: 'Secreta123' });
        expect(answer).toMatchObject({ twoFactor: 'code' });
        // The password alone opens no session.
        expect(session.store.get().status).not.toBe('signed-in');
      }));

  it("signs in with the second step's code", () =>
    pact
      .addInteraction()
      .given('an account exists for dos@example.com with an authenticator app, past its password')
      .uponReceiving("the second step of a sign-in with one of the account's recovery codes")
      .withRequest('POST', '/api/v1/auth/two-factor/verify', (b) =>
        b.headers(json).jsonBody({
          challenge: fromProviderState('${challenge}', 'reto-9f2c1a7e3b5d'),
          code: fromProviderState('${code}', 'abcde-fghij'),
        }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(authBody('dos@example.com', 'creator', false)))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        const answer = await session.verifyTwoFactor({ challenge: 'reto-9f2c1a7e3b5d', code: 'abcde-fghij' });
        expect(answer.user.email).toBe('dos@example.com');
        expect(session.store.get().status).toBe('signed-in');
      }));

  it('restores a session from the refresh cookie and reads the current user', () =>
    pact
      .addInteraction()
      .given('a signed-in session')
      .uponReceiving('a session refresh')
      .withRequest('POST', '/api/v1/auth/refresh', (b) => b.headers(json).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(authBody('sesion@example.com', 'creator', false)))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        expect(await session.restore()).toBe(true);
        expect(session.store.get().user?.role).toBe('creator');
      }));

  it('reads the current user with the access token', () =>
    pact
      .addInteraction()
      .given('a signed-in session')
      .uponReceiving('a request for the current user')
      .withRequest('GET', '/api/v1/auth/me', (b) =>
        b.headers({ authorization: regex('^Bearer .+$', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.firma') }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(authBody('sesion@example.com', 'creator', false).user))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        session.store.set({
          status: 'signed-in',
          user: null,
          accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.firma',
          expiresAt: Date.now() + 600_000,
        });
        const user = await session.reloadUser();
        expect(user?.email).toBe('sesion@example.com');
      }));

  it('signs out', () =>
    pact
      .addInteraction()
      .given('a signed-in session')
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/v1/auth/sign-out', (b) => b.headers(json).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Sesión cerrada') }))
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        session.store.set({ status: 'signed-in', user: null, accessToken: null, expiresAt: null });
        await session.signOut();
        expect(session.store.get().status).toBe('signed-out');
      }));

  it('asks for a password reset link', () =>
    pact
      .addInteraction()
      .uponReceiving('a password reset request')
      .withRequest('POST', '/api/v1/auth/request-password-reset', (b) => b.headers(json).jsonBody({ email: 'quien@example.com' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Si el email está registrado, te enviamos un link.') }))
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).resets.request('quien@example.com');
        expect(answer.message).toBeTruthy();
      }));

  it('checks a valid reset token and sets the new password', async () => {
    await pact
      .addInteraction()
      .given('a valid reset token tok-valido-123')
      .uponReceiving('a check of a valid reset token')
      .withRequest('POST', '/api/v1/auth/validate-reset-token', (b) => b.headers(json).jsonBody({ token: 'tok-valido-123' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: like('Token válido') }))
      .executeTest(async (mock) => {
        expect((await clients(mock.url).resets.check('tok-valido-123')).message).toBe('Token válido');
      });
    await pact
      .addInteraction()
      .given('a valid reset token tok-valido-123')
      .uponReceiving('a new password with a valid reset token')
      .withRequest('POST', '/api/v1/auth/validate-reset-token', (b) =>
        b.headers(json).jsonBody({ token: 'tok-valido-123', newPassword: 'NuevaClave9' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ message: 'Contraseña actualizada exitosamente' }))
      .executeTest(async (mock) => {
        expect((await clients(mock.url).resets.reset('tok-valido-123', 'NuevaClave9')).message).toBe('Contraseña actualizada exitosamente');
      });
  });

  it.each([
    ['a used reset token tok-usado-123', 'tok-usado-123', 'RESET_TOKEN_USED', 'Este token ya fue utilizado'],
    ['no reset token tok-inexistente', 'tok-inexistente', 'RESET_TOKEN_INVALID', 'Token inválido o expirado'],
  ])('is told why a reset token cannot be used (%s)', (state, token, code, message) =>
    pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a check of a reset token in state: ${state}`)
      .withRequest('POST', '/api/v1/auth/validate-reset-token', (b) => b.headers(json).jsonBody({ token }))
      .willRespondWith(400, (b) => b.headers(jsonResponse).jsonBody(errorBody(code, message)))
      .executeTest(async (mock) => {
        await expect(clients(mock.url).resets.check(token)).rejects.toMatchObject({ status: 400, code, message });
      }),
  );

  it('is told why a Tiendanube authorisation cannot complete', () =>
    pact
      .addInteraction()
      .given('a brand with no store')
      .uponReceiving('a Tiendanube callback with a state that is not ours')
      .withRequest('POST', '/api/v1/store/tiendanube/callback', (b) =>
        b
          .headers({ ...json, authorization: regex('^Bearer .+$', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.firma') })
          .jsonBody({ code: 'codigo-123', state: 'estado-ajeno' }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonResponse)
          .jsonBody(errorBody('OAUTH_STATE_INVALID', 'Error al procesar la conexión: el link de autorización venció o ya fue usado')),
      )
      .executeTest(async (mock) => {
        const { session, tiendanube } = clients(mock.url);
        session.store.set({
          status: 'signed-in',
          user: null,
          accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.firma',
          expiresAt: Date.now() + 600_000,
        });
        await expect(tiendanube.connect('codigo-123', 'estado-ajeno')).rejects.toMatchObject({
          status: 400,
          message: 'Error al procesar la conexión: el link de autorización venció o ya fue usado',
        });
      }));

  it('turns a code without a state (an install started in the store) into a waiting installation', () =>
    pact
      .addInteraction()
      .given('a fresh code from an install in the store admin, the store connected to no brand')
      .uponReceiving('a Tiendanube callback with a code and no state')
      .withRequest('POST', '/api/v1/store/tiendanube/installations', (b) =>
        b.headers(json).jsonBody({ code: fromProviderState('${code}', 'codigo-de-la-tienda') }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          status: 'waiting',
          token: like(INSTALLATION_TOKEN),
          storeName: like('Tienda de prueba'),
          storeDomain: like('tienda-de-prueba.mitiendanube.com'),
          expiresAt: like('2026-11-29T22:30:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await clients(mock.url).tiendanube.install('codigo-de-la-tienda');
        expect(answer).toMatchObject({ status: 'waiting', token: INSTALLATION_TOKEN });
      }));

  it('reads which store waits in an installation, without a session', () =>
    pact
      .addInteraction()
      .given('a store installed from its admin, waiting for its brand')
      .uponReceiving('a request for what an installation holds')
      .withRequest('POST', '/api/v1/store/tiendanube/installations/lookup', (b) =>
        b.headers(json).jsonBody({ token: fromProviderState('${installationToken}', INSTALLATION_TOKEN) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          storeName: like('Tienda de prueba'),
          storeDomain: like('tienda-de-prueba.mitiendanube.com'),
          expiresAt: like('2026-11-29T22:30:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const installation = await storeClaimApi(clients(mock.url).session.api).lookup(INSTALLATION_TOKEN);
        expect(installation.storeName).toBe('Tienda de prueba');
      }));

  it("claims a waiting installation for the signed-in brand ('Conectar esta tienda')", () =>
    pact
      .addInteraction()
      .given('a brand with no store, and a store installed from its admin waiting for its brand')
      .uponReceiving('a claim of a waiting installation')
      .withRequest('POST', '/api/v1/store/tiendanube/installations/claim', (b) =>
        b.headers({ ...json, authorization: regex('^Bearer .+$', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.firma') }).jsonBody({
          token: fromProviderState('${installationToken}', INSTALLATION_TOKEN),
          brandId: fromProviderState('${brandId}', '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          brandId: fromProviderState('${brandId}', '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
          returnPath: '/dashboard/brand-settings',
          message: 'Tiendanube conectado exitosamente',
        }),
      )
      .executeTest(async (mock) => {
        const { session } = clients(mock.url);
        session.store.set({
          status: 'signed-in',
          user: null,
          accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.firma',
          expiresAt: Date.now() + 600_000,
        });
        const answer = await storeClaimApi(session.api).claim(INSTALLATION_TOKEN, '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
        expect(answer.message).toBe('Tiendanube conectado exitosamente');
      }));

  it("reads what a claim link is for ('Crear Cuenta' with ?claim=)", () =>
    pact
      .addInteraction()
      .given("a brand's internal creator Sara Reclamo with a claim link")
      .uponReceiving('a request for what a claim link is for')
      .withRequest('GET', fromProviderState('/api/v1/creator-claims/${claimToken}', `/api/v1/creator-claims/${CLAIM_TOKEN}`))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ creatorName: 'Sara Reclamo', brandName: like('Luna Ropa'), email: like('sara@example.com') }),
      )
      .executeTest(async (mock) => {
        const info = await claimApi(clients(mock.url).session.api).info(CLAIM_TOKEN);
        expect(info).toMatchObject({ creatorName: 'Sara Reclamo' });
      }));

  // The page at the end of a brand's invitation e-mail (decision 230): read, then refuse, with no session.
  it("reads which brand an opt-out link is for, and refuses that brand's e-mails", async () => {
    await pact
      .addInteraction()
      .given("a brand's invitation e-mail with its opt-out link")
      .uponReceiving('a request for which brand an opt-out link is for')
      .withRequest('POST', '/api/v1/email-opt-outs/lookup', (b) =>
        b.headers(json).jsonBody({ token: fromProviderState('${optOutToken}', OPT_OUT_TOKEN) }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ brandName: like('Luna Ropa'), optedOut: false }))
      .executeTest(async (mock) => {
        expect(await emailOptOutApi(clients(mock.url).session.api).lookup(OPT_OUT_TOKEN)).toMatchObject({ optedOut: false });
      });
    await pact
      .addInteraction()
      .given("a brand's invitation e-mail with its opt-out link")
      .uponReceiving("a refusal of a brand's e-mails from its opt-out link")
      .withRequest('POST', '/api/v1/email-opt-outs', (b) =>
        b.headers(json).jsonBody({ token: fromProviderState('${optOutToken}', OPT_OUT_TOKEN) }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ brandName: like('Luna Ropa'), optedOut: true }))
      .executeTest(async (mock) => {
        expect(await emailOptOutApi(clients(mock.url).session.api).optOut(OPT_OUT_TOKEN)).toMatchObject({ optedOut: true });
      });
  });

  it('is told an opt-out link identity did not sign is not valid', () =>
    pact
      .addInteraction()
      .uponReceiving('a refusal with an opt-out link nobody made')
      .withRequest('POST', '/api/v1/email-opt-outs', (b) => b.headers(json).jsonBody({ token: OPT_OUT_TOKEN }))
      .willRespondWith(404, (b) =>
        b.headers(jsonResponse).jsonBody(errorBody('EMAIL_OPT_OUT_INVALID', 'Este link para dejar de recibir emails no es válido')),
      )
      .executeTest(async (mock) => {
        await expect(emailOptOutApi(clients(mock.url).session.api).optOut(OPT_OUT_TOKEN)).rejects.toMatchObject({
          status: 404,
          message: 'Este link para dejar de recibir emails no es válido',
        });
      }));
});
