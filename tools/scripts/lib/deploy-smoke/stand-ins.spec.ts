import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../infra.mjs';
import { BASES, baseImagesNamed, basesFor, STAND_INS, standInFor } from './stand-ins.mjs';

describe('the deploy smoke’s stand-in images', () => {
  it('has one for every base image deploy/ names, and deploy/README.md says how each differs', () => {
    const named = baseImagesNamed(ROOT);
    expect(named).toEqual(expect.arrayContaining(['node:22-bookworm-slim', 'postgres:17', 'redis:7', 'haproxy:2.6']));
    const readme = readFileSync(join(ROOT, 'deploy/README.md'), 'utf8');
    for (const image of named) {
      expect(standInFor(image)).toBeDefined();
      expect(readme).toContain(`\`${image}\``);
      expect(readme).toContain(STAND_INS[image as keyof typeof STAND_INS].differences);
    }
  });

  it('reads the images from deploy/: the Dockerfile’s FROMs and the images compose pulls, not the one it builds', () => {
    const root = mkdtempSync(join(tmpdir(), 'stand-ins-'));
    mkdirSync(join(root, 'deploy'));
    writeFileSync(join(root, 'deploy/Dockerfile'), 'FROM node:22-bookworm-slim AS build\nRUN true\nFROM node:22-bookworm-slim\n');
    writeFileSync(
      join(root, 'deploy/docker-compose.yml'),
      'services:\n  gateway:\n    image: afilia:1.0.0\n    build: { context: .. }\n  cache:\n    image: redis:7\n  db:\n    image: postgres:18\n',
    );
    expect(baseImagesNamed(root)).toEqual(['node:22-bookworm-slim', 'postgres:18', 'redis:7']);
    // An image without a stand-in stops the smoke with where to add one.
    expect(() => basesFor(baseImagesNamed(root))).toThrow(
      /postgres:18 y no hay imagen sustituta: agregala en tools\/scripts\/lib\/deploy-smoke\/stand-ins.mjs/,
    );
  });

  it('builds each stand-in on a Debian base the smoke makes, named as the images deploy/ pulls are not', () => {
    for (const standIn of Object.values(STAND_INS)) {
      expect(standIn.dockerfile.split('\n')[0]).toBe(`FROM ${BASES[standIn.base]}`);
      expect(BASES[standIn.base]).toMatch(/^afilia-smoke\//);
    }
    expect(basesFor(['redis:7', 'postgres:17', 'haproxy:2.6'])).toEqual(['bookworm', 'trixie']);
  });
});
