import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries, { boundaryViolation } from './service-boundaries.js';

const root = new URL('../../..', import.meta.url).pathname;

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { afilia: boundaries },
        rules: { 'afilia/boundaries': 'error' },
      },
    ],
    `${root}${file}`,
  );
  return messages.map((m) => m.message);
}

describe('afilia/boundaries', () => {
  it('lets a service import contracts, the kit and its own files', () => {
    expect(lint('services/catalogue/src/a.ts', "import { x } from '@afilia/contracts';\nimport { y } from '../store/y.js';")).toEqual([]);
    expect(lint('services/catalogue/src/a.ts', "import { ServiceHarness } from '@afilia/service-kit/testing';")).toEqual([]);
  });

  it('refuses a service importing another service, by package or by path', () => {
    expect(lint('services/catalogue/src/a.ts', "import { x } from '@afilia/identity';")[0]).toContain("not '@afilia/identity'");
    expect(lint('services/catalogue/src/store/a.ts', "import { x } from '../../../identity/src/users/user.entity.js';")[0]).toContain(
      'may not reach outside itself',
    );
  });

  it('refuses the gateway importing service code, and the kit importing anything but contracts', () => {
    expect(lint('gateway/src/a.ts', "import { x } from '../../services/identity/src/app.module.js';")[0]).toContain(
      'may not reach outside',
    );
    expect(lint('gateway/src/a.ts', "export * from '@afilia/catalogue';")[0]).toContain("not '@afilia/catalogue'");
    expect(boundaryViolation(`${root}services/kit/src/a.ts`, '@afilia/identity')).toContain('services/kit may import @afilia/contracts');
  });

  it('lets tests use the sandbox store, and leaves frontends and tools to their own rules', () => {
    expect(boundaryViolation(`${root}services/catalogue/test/integration/a.ts`, '@afilia/tiendanube-sandbox')).toBeNull();
    expect(boundaryViolation(`${root}services/catalogue/src/a.ts`, '@afilia/tiendanube-sandbox')).toContain('not');
    expect(boundaryViolation(`${root}mf-brand/src/a.ts`, '@afilia/identity')).toBeNull();
    expect(boundaryViolation(`${root}contracts/src/a.ts`, '@afilia/service-kit')).toContain('nothing of ours');
  });
});
