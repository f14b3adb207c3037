#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/cli/until-stopped.ts
function untilStopped(ctx) {
  return new Promise((resolve) => {
    let stops = [], stop = () => {
      for (let unsubscribe of stops) unsubscribe();
      resolve();
    };
    stops.push(ctx.onSignal("SIGINT", stop), ctx.onSignal("SIGTERM", stop));
  });
}

export {
  untilStopped
};
