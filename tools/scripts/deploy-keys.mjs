// Prints the keys a deploy makes for itself, for deploy/.env or the afilia Secret
// (docs/operations.md): the gateway's SIGNING_KEY with the CALLER_KEYS that check it, the
// notifications service's sealing pair, and a NATS user per part (NATS_SEED_* for the part,
// NATS_NKEY_* for nats-server).
//   node tools/scripts/deploy-keys.mjs >> deploy/.env
//   eval "$(node tools/scripts/deploy-keys.mjs)"   # then --from-literal=SIGNING_KEY="$SIGNING_KEY" ...
// New keys mean every service, the gateway and nats-server restart with them.
import { deployKeySettings, envLines } from './lib/deploy-keys.mjs';

process.stdout.write(envLines(deployKeySettings()));
