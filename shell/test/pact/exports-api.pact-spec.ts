import { MatchersV3 } from '@pact-foundation/pact';
import { bearer, gatewayPact, signedInApi } from '../pact-support/gateway-consumer.js';
import { exportsApi } from '../../src/platform/exports/exports-api.js';

const { regex } = MatchersV3;

/**
 * 'Exportar CSV' (issue 39 §3), which lives in the platform and serves every remote, against the
 * gateway: a creator's sales of days with none, so the file is its byte-order mark and headers.
 */
const pact = gatewayPact('shell');

const HEADERS =
  '\uFEFFFecha (hora de Argentina);Pedido;Producto;Marca;Cantidad;Moneda;Total;Tu Comisión;Estado;Motivo de cancelación;Atribuida por;ID de transacción\r\n';

describe('the exports client against the gateway', () => {
  it('downloads the creator’s sales as a CSV file with Spanish headers and a decimal comma', () =>
    pact
      .addInteraction()
      .given('a creator with a sale')
      .uponReceiving('a request for the creator’s sales as a CSV file')
      .withRequest('GET', '/api/v1/exports/transactions', (b) =>
        b.headers(bearer).query({ decimal: 'comma', from: '2001-01-01', to: '2001-01-31' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'content-type': regex('^text/csv; charset=utf-8$', 'text/csv; charset=utf-8'),
            'content-disposition': regex(
              '^attachment; filename="transacciones-\\d{4}-\\d{2}-\\d{2}\\.csv"$',
              'attachment; filename="transacciones-2026-11-29.csv"',
            ),
          })
          // Compared as text (Pact reads a CSV body as binary and sniffs its type); the header says CSV.
          .body('text/plain', Buffer.from(HEADERS)),
      )
      .executeTest(async (mock) => {
        const file = await exportsApi(signedInApi(mock.url)).download('transactions', {
          decimal: 'comma',
          from: '2001-01-01',
          to: '2001-01-31',
        });
        expect(file.filename).toBe('transacciones-2026-11-29.csv');
        const bytes = new Uint8Array(await file.blob.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder().decode(bytes).split(';')).toContain('Tu Comisión');
      }));
});
