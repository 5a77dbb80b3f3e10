import { Controller, Injectable, Module } from '@nestjs/common';
import { startService } from '@afilia/service-kit';
import { testNatsEnv } from '@afilia/service-kit/testing';

@Injectable()
class MissingDependency {}

@Controller()
class NeedsMissing {
  constructor(readonly dependency: MissingDependency) {}
}

/** A controller whose provider nobody declared. */
@Module({ controllers: [NeedsMissing] })
class BrokenModule {}

describe('startService', () => {
  it('rejects with the reason when the module cannot be built, rather than aborting or hanging', async () => {
    await expect(startService(BrokenModule, { name: 'kitboot', env: { ...testNatsEnv('catalogue'), LOG_LEVEL: 'error' } })).rejects.toThrow(
      /MissingDependency/,
    );
  });
});
