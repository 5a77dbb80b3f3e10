import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretsInLogs, secretValues } from './log-secrets.mjs';

describe('the log secret check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'afilia-log-check-'));
  writeFileSync(
    join(dir, 'identity.log'),
    [
      '{"level":"info","msg":"auth.sign-in","userId":"u-1","requestId":"r-1"}',
      '{"level":"warn","msg":"oops","body":{"password":"Secreta123"}}',
      '{"level":"info","msg":"login","auth":"Bearer abcdefgh123"}',
      '{"level":"info","msg":"token","t":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEifQ.sig"}',
      '{"level":"info","msg":"mail","to":"ana@marca.com"}',
      '{"level":"info","msg":"key","k":"s3cr3t-jwt-value"}',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'notes.txt'), 'Secreta123 outside a log file');

  it("names each secret's file, line and kind, never its value", () => {
    const found = secretsInLogs(dir, { Secreta123: 'la contraseña de las pruebas', 's3cr3t-jwt-value': 'secrets.jwtSecret' });
    expect(found).toEqual([
      'identity.log:2: la contraseña de las pruebas',
      'identity.log:3: un encabezado Authorization',
      'identity.log:4: un token de acceso (JWT)',
      'identity.log:5: una dirección de e-mail',
      'identity.log:6: secrets.jwtSecret',
    ]);
    expect(found.join('\n')).not.toContain('Secreta123');
  });

  it('takes every secret string of the launcher, however deep, but no public key', () => {
    expect(
      secretValues({ jwtSecret: 'a'.repeat(40), callerKeys: { gateway: { privateKey: 'p'.repeat(40), publicKey: 'q'.repeat(40) } } }),
    ).toEqual({ ['a'.repeat(40)]: 'secrets.jwtSecret', ['p'.repeat(40)]: 'secrets.callerKeys.gateway.privateKey' });
  });
});
