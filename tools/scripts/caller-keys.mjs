// Prints a fresh SIGNING_KEY (the gateway's private key) and the CALLER_KEYS that check it, for
// deploy/.env or the afilia Secret (docs/operations.md):
//   node tools/scripts/caller-keys.mjs >> deploy/.env
//   eval "$(node tools/scripts/caller-keys.mjs)"   # then --from-literal=SIGNING_KEY="$SIGNING_KEY" ...
// A new pair means every service and the gateway restart with it.
import { callerKeySettings, envLines } from './lib/caller-keys.mjs';

process.stdout.write(envLines(callerKeySettings()));
